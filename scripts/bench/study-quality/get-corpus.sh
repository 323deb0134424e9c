#!/usr/bin/env bash
# Real documents of different subjects for `npm run quality:study` (issue 29), from Debian's archive (DFSG-free
# licences): package documentation and R vignettes (papers, several first published in journals). The packages are
# only downloaded and their documentation unpacked into .tmp/study-corpus-debs; nothing is installed. Run as root.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Documentation only (the Python tutorial and scikit-learn's user guide land in /usr/share/doc).
apt-get install -y -qq --no-install-recommends python3-doc python-sklearn-doc doc-debian debian-faq >/dev/null
PACKAGES=(debian-history doc-debian gnubg-data gnu-standards units debian-reference-en python-biopython-doc
  r-cran-ape r-cran-adegenet r-cran-vegan r-cran-survival r-cran-epi r-cran-metafor r-cran-aer r-cran-psych
  r-cran-lavaan r-cran-sp r-cran-igraph r-cran-tm r-cran-coda r-cran-circular r-cran-fitdistrplus r-cran-urca
  r-cran-seqinr r-cran-phangorn r-cran-spdep)
target=.tmp/study-corpus-debs
download=$(mktemp -d)
chmod 755 "$download"
(cd "$download" && apt-get download -qq "${PACKAGES[@]}" 2>/dev/null || true)
mkdir -p "$target"
for deb in "$download"/*.deb; do
  name=$(basename "$deb" | cut -d_ -f1)
  mkdir -p "$target/$name"
  dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$target/$name" --wildcards \
    '*.Rnw' '*.Rmd' '*.html' '*.txt' '*.units' '*.tex' '*.rst' 2>/dev/null || true
done
rm -rf "$download"
echo "Corpus ready in $target: $(find "$target" -type f | wc -l) files"
