# Sourced by the zoo scripts: `zoo_dir ZOO TMP` prints the folder holding the models of
# ZOO (a tarball, unpacked into TMP, or a folder; a single top folder such as zoo/ or
# extra/ is entered). Returns 2 when a tarball cannot be unpacked.
zoo_dir() {
  local z=$1 tmp=$2
  [[ -e "$z" ]] || { echo "no such file or folder: $z" >&2; return 2; }
  if [[ -f "$z" ]]; then
    tar -xJf "$z" -C "$tmp" || { echo "cannot unpack $z" >&2; return 2; }
    z=$tmp
  fi
  local top=("$z"/*/)
  if ((${#top[@]} == 1)) && [[ -d "${top[0]}" ]] &&
     [[ -z $(find "${top[0]}" -maxdepth 1 \( -name torch_logs.txt -o -name torch_compile_debug \)) ]]; then
    z=${top[0]%/}
  fi
  echo "$z"
}
