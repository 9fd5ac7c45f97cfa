#!/bin/bash
# Usage (see docs/benchmarks.md, "Soak"): with XWB_WORKSPACE set to the soak's workspace, start
#   XWB_WORKSPACE=$ws ./xwb demo --users 16 --duration 30m --rampup 30s --customers 15000 &
#   XWB_WORKSPACE=$ws JCMD=$JAVA_HOME/bin/jcmd releng/soak/sample.sh &   # stop it when the run ends
# then: python3 releng/soak/minutes.py $ws/runs/<run folder>   (needs: pip install hdrhistogram)
# samples the soak run once a minute: RSS of the XWB JVM, heap after a full GC, postgres RSS sum, load
# SOAK_MATCH: how pgrep -f finds the XWB process (default: the 30-minute soak's demo command), e.g.
#   SOAK_MATCH='tpox-mixed.xwl --users 150' for the 150-user run of docs/benchmarks.md (issue 20 item 3)
# SOAK_GC=0: no full GC and no heap figure (under a load of 100, jcmd stretched the minute to 2)
# pg_pss_mb sums the proportional set size (shared buffers divided among the backends, not counted in each)
out=${SOAK_SAMPLES:-samples.csv}
match=${SOAK_MATCH:-demo --users 16 --duration 30m}
echo "utc,elapsed_s,xwb_rss_mb,heap_after_gc_mb,pg_rss_mb,pg_procs,load1,pg_pss_mb" > $out
start=$(date +%s)
JCMD=${JCMD:-jcmd}
while true; do
  pid=$(pgrep -f -- "$match" | grep -v "^$$\$" | head -1)
  if [ -n "$pid" ] && [ -d /proc/$pid ]; then
    rss=$(awk '/VmRSS/{printf "%.0f", $2/1024}' /proc/$pid/status)
    heap=
    if [ "${SOAK_GC:-1}" != 0 ]; then
      $JCMD $pid GC.run >/dev/null 2>&1
      heap=$($JCMD $pid GC.heap_info 2>/dev/null | grep -oE 'used [0-9]+K' | head -1 | grep -oE '[0-9]+' | awk '{printf "%.0f",$1/1024}')
    fi
    pm=$(pgrep -f "postgres.*-D.*${XWB_WORKSPACE}" | head -1)
    pgrss=0; pgpss=0; n=0
    for p in $pm $(pgrep -P ${pm:-0}); do
      r=$(awk '/VmRSS/{print $2}' /proc/$p/status 2>/dev/null); pgrss=$((pgrss + ${r:-0})); n=$((n+1))
      q=$(awk '/^Pss:/{print $2}' /proc/$p/smaps_rollup 2>/dev/null); pgpss=$((pgpss + ${q:-0}))
    done
    echo "$(date -u +%H:%M:%S),$(( $(date +%s) - start )),$rss,$heap,$((pgrss/1024)),$n,$(cut -d' ' -f1 /proc/loadavg),$((pgpss/1024))" >> $out
  else
    echo "$(date -u +%H:%M:%S),$(( $(date +%s) - start )),,,,,$(cut -d' ' -f1 /proc/loadavg)" >> $out
  fi
  sleep $(( 60 - ($(date +%s) - start) % 60 ))  # on the minute from the start, however long sampling took
done
