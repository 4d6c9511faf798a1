# The files scripts/install puts under a prefix and scripts/uninstall removes: one list for both.
# Sourced; defines installed_files PREFIX, which prints one path per line.
installed_files() {
  local prefix="$1"
  printf '%s\n' \
    "$prefix/bin/dogsh" \
    "$prefix/share/man/man1/dogsh.1" \
    "$prefix/share/bash-completion/completions/dogsh" \
    "$prefix/share/zsh/site-functions/_dogsh" \
    "$prefix/share/fish/vendor_completions.d/dogsh.fish"
}

# Writes the completion script for a shell (bash, zsh or fish) from a dogsh binary, in English
# whatever the installer's locale or settings say.
completion_script() {
  local binary="$1" shell="$2"
  env -u LANGUAGE LC_ALL=C LANG=C XDG_CONFIG_HOME=/nonexistent "$binary" --generate-completion-script "$shell"
}
