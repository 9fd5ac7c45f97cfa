# Usage: python3 releng/soak/minutes.py RUN_FOLDER  (pip install hdrhistogram); see releng/soak/sample.sh
# per-minute table of a soak run: tx/s, errors (intervals.csv _total rows), p95 over all transactions
# (HdrHistogram intervals of histograms.hlog merged per minute), RSS / heap after GC / load (samples.csv)
import csv, sys, glob, collections
from hdrh.histogram import HdrHistogram
from hdrh.log import HistogramLogReader
run = sys.argv[1]
counts = collections.Counter(); errors = collections.Counter(); t0 = None
for r in csv.DictReader(open(run + '/intervals.csv')):
    if r['transaction'] != '_total' or r['phase'] != 'measure': continue
    s = float(r['start_s'])
    if t0 is None: t0 = s
    m = int((s - t0) // 60)
    counts[m] += int(r['count']); errors[m] += int(r['errors'])
hists = {}
reader = HistogramLogReader(run + '/histograms.hlog', HdrHistogram(1, 3600 * 1000000, 3))
first = None
while True:
    h = reader.get_next_interval_histogram()
    if h is None: break
    st = h.get_start_time_stamp() / 1000.0
    if first is None: first = st
    m = int((st - first) // 60)
    hists.setdefault(m, HdrHistogram(1, 3600 * 1000000, 3)).add(h)
print('minute,tx_per_s,errors,p95_ms')
for m in sorted(counts):
    p95 = hists[m].get_value_at_percentile(95) / 1000.0 if m in hists else float('nan')
    print(f'{m+1},{counts[m]/60:.0f},{errors[m]},{p95:.1f}')
