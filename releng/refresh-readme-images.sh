#!/bin/sh
# Refreshes the README's pictures (docs/images/) from the screenshots the UI tests take.
#   releng/refresh-readme-images.sh          runs the UI tests that take them (needs a display:
#                                            DISPLAY=:N, or under Xvfb as .ci/run does), then copies
#   releng/refresh-readme-images.sh --copy   only copies what the UI test bundles' target/screenshots hold
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
# the two UI test bundles (two workbenches, docs/BUILD-NOTES.md "Parallel build") keep their own
shot_folders="$root/tests/org.xwb.ui.tests/target/screenshots $root/tests/org.xwb.ui.runs.tests/target/screenshots"
# picture in docs/images  <-  the UI test that takes it
images="schema-editor.png:SchemaEditorTest
document-validation.png:DocumentValidationTest
statement-editor.png:StatementEditorTest
plan-diff.png:PlanViewTest
workload-editor.png:WorkloadEditorTest
dashboard-running.png:RunDashboardTest
compare.png:CompareRunsTest
report.png:ReportViewerTest
help-guide.png:HelpGuideTest"
if [ "${1:-}" != "--copy" ]; then
  tests=$(echo "$images" | cut -d: -f2 | sort -u | paste -sd, -)
  # the whole reactor so every module the UI tests need is built; only these test classes run
  (cd "$root" && ./mvnw -B verify -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false)
fi
mkdir -p "$root/docs/images"
missing=0
for entry in $images; do
  name=${entry%%:*}
  found=""
  for shots in $shot_folders; do
    [ -f "$shots/$name" ] && found="$shots/$name"
  done
  if [ -n "$found" ]; then
    cp "$found" "$root/docs/images/$name"
    echo "docs/images/$name <- ${entry#*:}"
  else
    echo "missing: $name in $shot_folders (run ${entry#*:})" >&2
    missing=1
  fi
done
exit $missing
