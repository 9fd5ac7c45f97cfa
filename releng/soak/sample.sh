#!/bin/bash
# Usage (see docs/benchmarks.md, "Soak"): with XWB_WORKSPACE set to the soak's workspace, start
#   XWB_WORKSPACE=$ws ./xwb demo --users 16 --duration 30m --rampup 30s --customers 15000 &
#   XWB_WORKSPACE=$ws JCMD=$JAVA_HOME/bin/jcmd releng/soak/sample.sh &   # stop it when the run ends
# then: python3 releng/soak/minutes.py $ws/runs/<run folder>   (needs: pip install hdrhistogram)
# samples the soak run once a minute: RSS of the XWB JVM, heap after a full GC, postgres RSS sum, load
out=${SOAK_SAMPLES:-samples.csv}
echo "utc,elapsed_s,xwb_rss_mb,heap_after_gc_mb,pg_rss_mb,pg_procs,load1" > $out
start=$(date +%s)
JCMD=${JCMD:-jcmd}
while true; do
  pid=$(pgrep -f 'demo --users 16 --duration 30m' | head -1)
  if [ -n "$pid" ] && [ -d /proc/$pid ]; then
    rss=$(awk '/VmRSS/{printf "%.0f", $2/1024}' /proc/$pid/status)
    $JCMD $pid GC.run >/dev/null 2>&1
    heap=$($JCMD $pid GC.heap_info 2>/dev/null | grep -oE 'used [0-9]+K' | head -1 | grep -oE '[0-9]+' | awk '{printf "%.0f",$1/1024}')
    pm=$(pgrep -f "postgres.*-D.*${XWB_WORKSPACE}" | head -1)
    pgrss=0; n=0
    for p in $pm $(pgrep -P ${pm:-0}); do r=$(awk '/VmRSS/{print $2}' /proc/$p/status 2>/dev/null); pgrss=$((pgrss + ${r:-0})); n=$((n+1)); done
    echo "$(date -u +%H:%M:%S),$(( $(date +%s) - start )),$rss,$heap,$((pgrss/1024)),$n,$(cut -d' ' -f1 /proc/loadavg)" >> $out
  else
    echo "$(date -u +%H:%M:%S),$(( $(date +%s) - start )),,,,,$(cut -d' ' -f1 /proc/loadavg)" >> $out
  fi
  sleep 60
done
