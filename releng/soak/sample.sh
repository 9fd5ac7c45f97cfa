#!/bin/bash
# Usage (see docs/benchmarks.md, "Soak"): with XWB_WORKSPACE set to the soak's workspace, start
#   XWB_WORKSPACE=$ws ./xwb demo --users 16 --duration 30m --rampup 30s --customers 15000 &
#   XWB_WORKSPACE=$ws JCMD=$JAVA_HOME/bin/jcmd releng/soak/sample.sh &   # stop it when the run ends
# then: python3 releng/soak/minutes.py $ws/runs/<run folder>   (needs: pip install hdrhistogram)
# samples the soak run once a minute: RSS of the XWB JVM, heap after a full GC, postgres RSS sum, load
# SOAK_MATCH: how pgrep -f finds the XWB process (default: the 30-minute soak's demo command), e.g.
#   SOAK_MATCH='tpox-mixed.xwl --users 150' for the 150-user run of docs/benchmarks.md (issue 20 item 3)
# SOAK_GC=0: no full GC and no heap figure (under a load of 100, jcmd stretched the minute to 2)
# pg_pss_mb (SOAK_PSS=1): the proportional set size summed (shared buffers divided among the backends,
#   not counted in each as in pg_rss_mb)
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
    procs="$pm $(pgrep -P ${pm:-0})"; n=$(echo $procs | wc -w)
    # one awk over all backends: under a load of 100, a process per backend took longer than a minute
    pgrss=$(cat $(printf '/proc/%s/status ' $procs) 2>/dev/null | awk '/^VmRSS/{s+=$2} END{print s+0}')
    pgpss=  # SOAK_PSS=1: smaps_rollup walks each backend's page tables, ~35 s for 157 backends at load 100
    [ "${SOAK_PSS:-0}" = 1 ] && pgpss=$(cat $(printf '/proc/%s/smaps_rollup ' $procs) 2>/dev/null | awk '/^Pss:/{s+=$2} END{print int((s+0)/1024)}')
    echo "$(date -u +%H:%M:%S),$(( $(date +%s) - start )),$rss,$heap,$((pgrss/1024)),$n,$(cut -d' ' -f1 /proc/loadavg),$pgpss" >> $out
  else
    echo "$(date -u +%H:%M:%S),$(( $(date +%s) - start )),,,,,$(cut -d' ' -f1 /proc/loadavg)" >> $out
  fi
  sleep $(( 60 - ($(date +%s) - start) % 60 ))  # on the minute from the start, however long sampling took
done
