#!/bin/sh
# nginx follows the release the back office publishes. Usage:
#   follow-release.sh TEMPLATE CONF SITE_DIR FALLBACK --once
#   follow-release.sh TEMPLATE CONF SITE_DIR FALLBACK -- RELOAD COMMAND…
# TEMPLATE is deploy/nginx.conf with @LISTEN@ and @TERMINATOR@ filled in. It is written to CONF
# with @BUILD@ as the folder of the release SITE_DIR/current names (FALLBACK, the build the
# image shipped with, until the team first publishes): pages, assets and the map of each page's
# Content-Security-Policy then come from one release. With --once, that is all; otherwise the
# link is checked four times a second, and when a publish turns it, CONF is written again and the
# command run (`nginx -s reload`: new requests get the new release, those under way end on the
# old one). A release stays on disk while it is live and for two publishes after.
set -eu
template=$1
conf=$2
site=$3
fallback=$4
shift 4

live() {
  if [ -f "$site/current/nginx/page-csp.conf" ]; then
    readlink -f "$site/current"
  else
    printf '%s\n' "$fallback"
  fi
}

render() {
  sed "s|@BUILD@|$1|g" "$template" > "$conf.next"
  mv "$conf.next" "$conf"
}

serving=$(live)
render "$serving"
if [ "${1:-}" = "--once" ]; then
  exit 0
fi
shift
while sleep 0.25; do
  next=$(live)
  if [ "$next" != "$serving" ]; then
    render "$next"
    if "$@"; then
      serving=$next
    fi
  fi
done
