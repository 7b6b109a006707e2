# The GoogleTest cases labelled `slow` (make test only) instead of `quick` (make check):
# ctest names matched by these regular expressions. Read by ctest after the discovered
# cases (tests/CMakeLists.txt); CHESSY_DISCOVERED_TESTS are the files that add them, one
# a floor's binary.
# Timings: one case at a time, plain Release build, 2 cores.
set(slow_patterns
  "^Backends/Differential\\..*/cmd_"    # a cadical process a model: 20-110 s each
  "^Backends/Differential\\..*parts"    # 2-7 part runs and a merge a problem: 3-12 s each
  "^Backends/TorusDifferential\\..*(/cmd_|parts)"  # the same on tori (issue 24)
  "^Backends/TorusTranslationsDifferential\\..*parts"  # and under the whole group (issue 38)
  "^Engines/TranslationsDifferential\\..*parts"  # tori (issue 38) in 2 and 3 parts and a merge
  "^TranslationsDifferentialSweep\\."  # 600 more tori by the default engine: 15-40 s
  "^Engines/RegionDifferential\\..*parts"  # region puzzles (issue 37) in 3 parts and a merge
  "^RegionDifferentialSweep\\."          # 600 region grids by every engine: about 10 s
  "^ExternalBackend\\."                 # external solver processes: 2-15 s each
  "^CardinalityExhaustive\\."           # every encoding at every count: 4-13 s
  "^BacktrackFallback\\."               # problems made hard on purpose: 2-8 s
  "^MemoryEstimate\\."                  # the binary on problems of every size
  "^InterruptEncoding\\.ATimeoutHolds"  # a 700 MB CNF built for 1 s
  "^ServeHttpSlow\\."                   # a request sent too slowly: 10 s until its 408
  "^TotalDominationFigures\\.Queens11"  # total domination by queens, n = 11, 12: 5-8 s
  "^CounterParts\\.PlainCountOfQueenDomination"  # CDCL counts 8x8 and 9x9 in 1, 3, 7 parts: 10 s
  "^HugeAnswersSlow\\."  # 10^6 queens solved and their answers checked (issue 24)
  "^TorusCli\\.QueensOnTheTorusUpTo17"  # A007705 n = 14..17, backtracker and CDCL to 15: 17 s
  "^QueensCount\\.OeisFourteenToSixteen"  # n queens counted, n = 14..16: 2 s
  "^AlgebraicSquaresSlow\\."  # 550 problems written three ways on three paths (issue 28): 70 s
  # Cases of 3-12 s under the load of make check (issue 36: make check within 90 s on 2
  # cores): a quick case takes about 2 s at most.
  "^CnfFormula\\.ReplayWritesWhatEncodingWritesIntoEverySink$"
  "^AlgebraicSquares\\.FixedAndBlockedListsGiveTheSameAnswers$"
  "^CoverCount\\.BoardsAboveFourWordsCountAsCdcl$"
  "^TotalDomination\\.SameOutputWithEveryEngineBackendAndSplit$"
  "^CnfFormula\\.ReplayOfTotalDominationWritesWhatEncodingWrites$"
  "^Api\\.CountsEnumeratesAndSolvesAsTheRefereeOnRandomProblemsOfEveryKind$"
  "^ServeAlgebraic\\.SquaresGiveTheSameAnswers$"
  "^AlgebraicSquares\\.TextGivesTheSameAnswers$"
  "^AlgebraicSquares\\.JsonGivesTheSameAnswers$"
  "^Api\\.CountsEnumeratesAndSolvesTotalDominationAsTheReferee$"
  "^Interrupt\\.SigintDuringAllWritesTheClassesFoundSoFar$"
  "^IndependentDomination\\.SameOutputWithEveryEngineBackendAndSplit$"
  "^TorusEncoding\\.ModelsAreTheCheckedPlacements$"
  "^AlgebraicSquares\\.OtherOutputsUnchanged$"
  "^Published/Figures\\.MatchPublished/Dominate8x8With5QueensCount_cadical( |$)"
  "^BitsEngine\\.RandomCompletionsAsTheRefereeAndTheCnfEngine$"
  "^ServeApi\\.AnOptimumStoppedSaysTheBoundsItReached$"
  "^Examples/Problems\\.CountMatchesExpectLine/dominate_queens5( |$)"
  "^HugeSides\\.AMillionFixedQueensAreRead$"
  "^AlgebraicSquares\\.TheBoardMayComeLater$"
  "^Api\\.FiguresOfTheQueens$"
  "^Problems/MergedEqualsSingle\\.CountsAllAndJsonLines/kings9_5( |$)"
  "^AlgebraicSquares\\.PlacementListsReadBack$"
  "^CounterParts\\.QueensMergeToTheSingleRun$")

# Linear work checked by a size where quadratic work takes minutes (issue 41): the
# linear code takes about a second, so a TIMEOUT of 30 s fails the quadratic one.
set(timeout_patterns
  "^ApiBuild\\.FiftyThousandCallsTakeLinearTime$"
  "^JsonProblem\\.ReadInLinearTime$"
  "^PartIntegrity\\.ReadInLinearTime$")

foreach(discovered IN LISTS CHESSY_DISCOVERED_TESTS)
  if(NOT EXISTS "${discovered}")
    continue()
  endif()
  file(STRINGS "${discovered}" added REGEX "^add_test\\(")
  foreach(line IN LISTS added)
    string(REGEX REPLACE "^add_test\\(\\[=*\\[(.*)\\]=*\\]  .*" "\\1" name "${line}")  # no backreferences in CMake
    set(label quick)  # set here, not at discovery: ctest adds labels up, never replaces
    foreach(pattern IN LISTS slow_patterns)
      if(name MATCHES "${pattern}")
        set(label slow)
      endif()
    endforeach()
    set_tests_properties("${name}" PROPERTIES LABELS ${label})
    foreach(pattern IN LISTS timeout_patterns)
      if(name MATCHES "${pattern}")
        set_tests_properties("${name}" PROPERTIES TIMEOUT 30)
      endif()
    endforeach()
  endforeach()
endforeach()
