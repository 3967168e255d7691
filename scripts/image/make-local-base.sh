#!/usr/bin/env bash
# Makes a local Node base image for machines that reach Debian's mirror but no image registry:
# a minimal Debian (debootstrap) with this machine's Node and npm laid out as the official Node
# images lay them out (/usr/local/bin, /usr/local/include/node for native builds), imported into
# podman as localhost/fireworks-node-base. Build the dashboard's image on it with
#   podman build --build-arg BASE=localhost/fireworks-node-base .
# Usage: scripts/image/make-local-base.sh [IMAGE_NAME]   (as root; needs debootstrap and podman)
set -euo pipefail
image="${1:-localhost/fireworks-node-base}"
mirror="$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)"
mirror="${mirror:-http://deb.debian.org/debian}"
node_bin="$(command -v node)"
node_prefix="$(dirname "$(dirname "$(readlink -f "$node_bin")")")"
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"

root="$(mktemp -d /var/tmp/fw-base-XXXXXX)"
trap 'rm -rf "$root"' EXIT
# mktemp makes the directory 0700, and it becomes the image's /: no other user could reach a file.
chmod 755 "$root"
debootstrap --variant=minbase --include=ca-certificates,libstdc++6 bookworm "$root" "$mirror" >/dev/null
mkdir -p "$root/usr/local/bin" "$root/usr/local/lib/node_modules" "$root/usr/local/include"
cp "$node_bin" "$root/usr/local/bin/node"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
cp -a "$node_prefix/include/node" "$root/usr/local/include/node"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
tar -C "$root" -c . | podman import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'CMD ["node"]' - "$image" >/dev/null
echo "$image"
