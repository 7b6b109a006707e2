# What dist/parallel.sh and dist/slurm-submit.sh share; sourced by both, after each has
# defined its own die().

# mode_of WORD: prints count or all (WORD may also be --count or --all), or dies.
mode_of() {
  case ${1#--} in
    count|all) echo "${1#--}" ;;
    *) die "MODE must be count or all, not '$1'" ;;
  esac
}

# Sets bin to chessy-sat as found ($CHESSY_SAT, else chessy-sat on PATH, else the
# repository's build/chessy-sat) and bin_path to its absolute path, or dies.
find_chessy_sat() {
  local here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  if [ -n "${CHESSY_SAT:-}" ]; then bin=$CHESSY_SAT
  elif command -v chessy-sat >/dev/null; then bin=chessy-sat
  else bin=$here/../build/chessy-sat
  fi
  bin_path=$(command -v "$bin") || die "chessy-sat not found: set CHESSY_SAT, put it on PATH or build it (make build)"
  bin_path=$(realpath "$bin_path")
}
