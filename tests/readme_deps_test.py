#!/usr/bin/env python3
"""README.md names every Debian package that scripts/install-deps.sh installs.

The README's set-up section lists the packages the two set-up commands bring in; the
script is the one list that installs them. A package added to the script but not to the
README fails here, one line per package. Usage: readme_deps_test.py SOURCE_DIR
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
script = (root / "scripts" / "install-deps.sh").read_text()
# The array's words, comments dropped: from "packages=(" to the ")" that closes it.
packages = []
inside = False
for line in script.splitlines():
    code = line.split("#", 1)[0]
    if not inside and "packages=(" in code:
        inside, code = True, code.split("packages=(", 1)[1]
    if inside:
        closed = ")" in code
        packages += code.split(")", 1)[0].split()
        if closed:
            break
if len(packages) < 10:
    sys.exit(f"readme_deps_test: only {packages} read from scripts/install-deps.sh")
readme = (root / "README.md").read_text()
# A name counts where it stands as a word inside a `code` span of the README.
spans = " ".join(re.findall(r"`([^`]*)`", readme)).split()
missing = [p for p in packages if p not in spans]
for p in missing:
    print(f"README.md: the package {p} (scripts/install-deps.sh) is not named")
print(f"readme_deps_test: {len(packages)} packages, {len(missing)} not in README.md")
sys.exit(1 if missing else 0)
