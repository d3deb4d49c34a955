-- The bench's load through wrk (bench/src/load.ts): the requests of an uncached target, and the
-- figures of a run as one JSON line.

-- An uncached target's addresses: the path up to its last number (`…bench-uncached=<source>-`),
-- given by the bench; each request appends the next number, so no cache has seen it. Without it,
-- wrk sends its one prepared request again and again, with no Lua work per request.
local uncached_path_prefix = os.getenv("BENCH_UNCACHED_PATH_PREFIX")
if uncached_path_prefix then
  local count = 0
  request = function()
    count = count + 1
    return wrk.format(nil, uncached_path_prefix .. count)
  end
end

-- Microseconds and bytes, as wrk counts them; `status` counts the answers with a status of 400 or more.
function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'BENCH_WRK_SUMMARY {"durationMicros":%d,"requests":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,' ..
      '"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"latencyMicros":{"p50":%d,"p99":%d,"mean":%.1f,"max":%d}}\n',
    summary.duration, summary.requests, summary.bytes, errors.connect, errors.read, errors.write, errors.status,
    errors.timeout, latency:percentile(50), latency:percentile(99), latency.mean, latency.max))
end
