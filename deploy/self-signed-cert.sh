#!/bin/sh
# A self-signed certificate for local use of the compose setup, made once on first start.
# nginx runs this from /docker-entrypoint.d/; it also takes the folder as its first argument.
# For a real site, put the real certificate and key in the same folder under the same names
# (sulky.crt with the full chain, sulky.key): this script never replaces existing files.
set -eu
dir="${1:-/etc/nginx/certs}"
name="${SULKY_CERT_NAME:-localhost}"
if [ -s "$dir/sulky.crt" ] && [ -s "$dir/sulky.key" ]; then
  exit 0
fi
if ! command -v openssl >/dev/null 2>&1; then
  apk add --no-cache openssl >/dev/null
fi
mkdir -p "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 825 \
  -subj "/CN=$name" -addext "subjectAltName=DNS:$name,DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/sulky.key" -out "$dir/sulky.crt" 2>/dev/null
chmod 600 "$dir/sulky.key"
echo "certificato autofirmato per $name creato in $dir (solo per uso locale)"
