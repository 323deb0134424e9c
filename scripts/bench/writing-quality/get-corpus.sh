#!/usr/bin/env bash
# The real human prose that `npm run quality:writing` measures the AI detector on, from Debian's archive (run as
# root; the bench reports which sources it found and works, with fewer texts, without them):
# - python-sklearn-doc, python3-doc: installed (documentation only; their sources land in /usr/share/doc);
# - r-cran-*: academic papers on statistical methods (the packages' vignettes, several first published in the
#   Journal of Statistical Software). Only downloaded and unpacked into .tmp/corpus-debs (their doc folders), so
#   R itself is not needed.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export DEBIAN_FRONTEND=noninteractive

apt-get update -qq
apt-get install -y -qq --no-install-recommends python-sklearn-doc python3-doc >/dev/null

R_PACKAGES=(r-cran-aer r-cran-formula r-cran-car r-cran-coin r-cran-glmnet r-cran-lme4 r-cran-lmtest
  r-cran-multcomp r-cran-party r-cran-plm r-cran-pscl r-cran-sandwich r-cran-strucchange r-cran-survival
  r-cran-vcd r-cran-xts r-cran-zoo)
target=.tmp/corpus-debs
download=$(mktemp -d)
chmod 755 "$download"
(cd "$download" && apt-get download -qq "${R_PACKAGES[@]}")
mkdir -p "$target"
for deb in "$download"/*.deb; do
  dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$target" --wildcards '*/doc/*.Rnw' '*/doc/*.Rmd' 2>/dev/null || true
done
rm -rf "$download"
echo "Corpus ready: $(find "$target" -name '*.Rnw' -o -name '*.Rmd' | wc -l) vignettes in $target, documentation in /usr/share/doc"
