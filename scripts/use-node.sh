# Puts the Node.js of `.nvmrc` first on PATH in the current shell: `. scripts/use-node.sh`.
# When the machine's `node` is another major, the official binary comes from the npm registry's
# `node-linux-<arch>` package (the registry is the only one reached here: nvm and the installers
# download from nodejs.org), kept in ~/.cache/haulboard/ and reused by every later call.
# Sourced by .ci/run too, so CI and a newcomer run the same Node.js.

haulboard_use_node() {
  local root want major arch dir
  root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
  want="$(tr -d ' \nv' <"$root/.nvmrc")"
  major="${want%%.*}"
  if [[ "$(node --version 2>/dev/null)" == "v$major."* ]]; then
    return 0
  fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "haulboard: no Node.js $want package for $(uname -m); install Node.js $major by hand" >&2
      return 1
      ;;
  esac
  dir="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/haulboard/node-$want-$arch"
  if [[ ! -x "$dir/node_modules/node-linux-$arch/bin/node" ]]; then
    echo "haulboard: installing Node.js $want from the npm registry into $dir" >&2
    # npm trusts only the CAs built into Node.js: where TLS goes through a proxy signed by the
    # machine's own CA (as here), each fetch fails three times before npm falls back to its cache
    # (70 s measured). The system's bundle is what curl and git already trust.
    local ca="${NODE_EXTRA_CA_CERTS:-}"
    [[ -z "$ca" && -r /etc/ssl/certs/ca-certificates.crt ]] && ca=/etc/ssl/certs/ca-certificates.crt
    NODE_EXTRA_CA_CERTS="$ca" npm install --prefix "$dir" --no-save --no-package-lock --no-audit \
      --no-fund --loglevel=error "node-linux-$arch@$want" >&2 || return 1
  fi
  export PATH="$dir/node_modules/node-linux-$arch/bin:$PATH"
  hash -r 2>/dev/null || true
  echo "haulboard: using Node.js $(node --version) from $dir" >&2
}

haulboard_use_node
