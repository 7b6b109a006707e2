# The types of the module `chessy` (python/chessy_module.cpp, docs/python.md), for mypy
# and editors: installed beside the module (chessy.pyi) and as the stub package
# chessy-stubs, which mypy looks for (PEP 561). tests/python/test_stubs.py checks that
# they name every function, class and field the module has, and mypy reads them.
import os
from typing import Iterable, Iterator, Literal, Mapping, NamedTuple, Optional, Sequence, Tuple, Union, overload

__version__: str

Goal = Literal["independence", "domination", "independent domination", "total domination"]
Backend = Literal["cadical", "picosat"]
Engine = Literal["auto", "sat", "backtrack", "bits", "regions"]
# (piece, colour, row, col): ('Q', None, 0, 3), colour None, 'w' or 'b'.
Placement = Tuple[str, Optional[str], int, int]
# A Problem, its text, or a file's path.
ProblemLike = Union["Problem", str, "os.PathLike[str]", "os.PathLike[bytes]"]

class InputError(ValueError): ...
class Interrupted(TimeoutError): ...
class InternalError(RuntimeError): ...

class Counts(NamedTuple):
    fundamental: int
    total: int
    complete: bool

class OptimumCounts(NamedTuple):
    optimum: Optional[int]
    fundamental: int
    total: int
    complete: bool

class Optimum(NamedTuple):
    lower: int
    upper: int
    solution: Optional["Solution"]
    complete: bool

class Problem:
    def __init__(
        self,
        *,
        size: Union[int, Tuple[int, int], None] = None,
        pieces: Union[Mapping[str, Union[int, str]], Iterable[Tuple[str, Union[int, str]]], None] = None,
        goal: Goal = "independence",
        fixed: Iterable[Sequence[object]] = (),
        blocked: Iterable[Tuple[int, int]] = (),
        torus: bool = False,
        regions: Optional[Sequence[str]] = None,
        stars: Optional[int] = None,
    ) -> None: ...
    @staticmethod
    def parse(text: str, name: str = "<problem>") -> "Problem": ...
    @staticmethod
    def read(path: Union[str, "os.PathLike[str]", "os.PathLike[bytes]"]) -> "Problem": ...
    @property
    def rows(self) -> int: ...
    @property
    def cols(self) -> int: ...
    @property
    def size(self) -> Tuple[int, int]: ...
    @property
    def goal(self) -> Goal: ...
    @property
    def pieces(self) -> dict[str, Union[int, str]]: ...
    @property
    def fixed(self) -> list[Placement]: ...
    @property
    def blocked(self) -> list[Tuple[int, int]]: ...
    @property
    def torus(self) -> bool: ...
    @property
    def regions(self) -> list[str]: ...
    @property
    def stars(self) -> int: ...
    @property
    def text(self) -> str: ...
    def with_count(self, count: int) -> "Problem": ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Solution:
    @property
    def pieces(self) -> list[Placement]: ...
    @property
    def board(self) -> str: ...
    @property
    def class_size(self) -> int: ...
    def __iter__(self) -> Iterator[Placement]: ...
    def __len__(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Enumeration:
    def __iter__(self) -> "Enumeration": ...
    def __next__(self) -> Solution: ...
    def close(self) -> None: ...
    def __enter__(self) -> "Enumeration": ...
    def __exit__(self, *args: object) -> None: ...
    @property
    def counts(self) -> Optional[Counts]: ...

def solve(
    problem: ProblemLike,
    *,
    backend: Backend = "cadical",
    engine: Engine = "auto",
    jobs: int = 0,
    symmetry: bool = True,
    limit: Optional[int] = None,
    timeout: Optional[float] = None,
    optimize: Optional[Literal["min", "max"]] = None,
) -> Optional[Solution]: ...
@overload
def count(
    problem: ProblemLike,
    *,
    backend: Backend = "cadical",
    engine: Engine = "auto",
    jobs: int = 0,
    symmetry: bool = True,
    limit: Optional[int] = None,
    timeout: Optional[float] = None,
    optimize: None = None,
) -> Counts: ...
@overload
def count(
    problem: ProblemLike,
    *,
    backend: Backend = "cadical",
    engine: Engine = "auto",
    jobs: int = 0,
    symmetry: bool = True,
    limit: Optional[int] = None,
    timeout: Optional[float] = None,
    optimize: Literal["min", "max"],
) -> OptimumCounts: ...
def enumerate(
    problem: ProblemLike,
    *,
    backend: Backend = "cadical",
    engine: Engine = "auto",
    jobs: int = 0,
    symmetry: bool = True,
    limit: Optional[int] = None,
    timeout: Optional[float] = None,
    optimize: Optional[Literal["min", "max"]] = None,
) -> Enumeration: ...
def minimum(
    problem: ProblemLike,
    *,
    backend: Backend = "cadical",
    engine: Engine = "auto",
    jobs: int = 0,
    symmetry: bool = True,
    limit: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Optimum: ...
maximum = minimum  # the same parameters and result
def check(problem: ProblemLike, pieces: Union[Solution, Iterable[Sequence[object]]]) -> Optional[str]: ...
def version() -> str: ...
