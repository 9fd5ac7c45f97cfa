# Sourced by ./mvnw, ./xwb and .ci/run (POSIX sh). Tycho 5 and the Eclipse platform need Java 21+:
# keep JAVA_HOME if it is new enough, else take the newest Java 21+ found (XWB_JDK, the java on
# PATH, /usr/lib/jvm/*, /usr/local/*jdk*, macOS's /Library/Java/JavaVirtualMachines), else stop
# with a message that says what to install.
xwb_java_major() {
  "$1/bin/java" -XshowSettings:properties -version 2>&1 |
    sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p' | head -n 1
}
xwb_pick_jdk() {
  xwb_best="" ; xwb_best_major=0
  xwb_path_java=$(command -v java 2>/dev/null || true)
  xwb_path_home=""
  [ -n "$xwb_path_java" ] && xwb_path_home=$(dirname "$(dirname "$(readlink -f "$xwb_path_java" 2>/dev/null)")")
  for xwb_home in ${XWB_JDK:-} ${JAVA_HOME:-} $xwb_path_home \
      $(find /usr/lib/jvm /usr/local /opt -maxdepth 1 -mindepth 1 -type d 2>/dev/null) \
      /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -x "$xwb_home/bin/java" ] || continue
    xwb_major=$(xwb_java_major "$xwb_home")
    [ -n "$xwb_major" ] || continue
    if [ "$xwb_major" -ge 21 ] && [ "$xwb_major" -gt "$xwb_best_major" ]; then
      xwb_best=$xwb_home ; xwb_best_major=$xwb_major
    fi
    # a JAVA_HOME that is new enough wins over newer JDKs elsewhere
    if [ "$xwb_home" = "${JAVA_HOME:-}" ] && [ "$xwb_major" -ge 21 ]; then
      xwb_best=$xwb_home ; break
    fi
  done
  if [ -z "$xwb_best" ]; then
    echo "XWB needs a JDK 21 or newer (Tycho 5 and the Eclipse platform); found none." >&2
    echo "Install one (e.g. Temurin 21+) and set JAVA_HOME or XWB_JDK to it." >&2
    return 1
  fi
  JAVA_HOME=$xwb_best
  export JAVA_HOME
}
xwb_pick_jdk || exit 1
