#include "core/runtime/Cupti.h"

#include <algorithm>
#include <cstdlib>
#include <mutex>

#include "core/runtime/CpuRunner.h"
#include "core/runtime/CudaApi.h"
#include "core/util/Log.h"

namespace fs::runtime {

std::vector<std::string> cuptiSearchPath() {
  std::vector<std::string> out = {"libcupti.so.13", "libcupti.so"};
  if (const char* env = std::getenv("FUSIONSCOPE_CUPTI"); env && *env) out.emplace_back(env);
  for (const char* dir : {"/usr/local/cuda/extras/CUPTI/lib64", "/usr/local/cuda/lib64", "/usr/local/cuda/lib"}) {
    out.push_back(std::string(dir) + "/libcupti.so.13");
    out.push_back(std::string(dir) + "/libcupti.so");
  }
  return out;
}

namespace {

CuptiLibrary describe(const CuptiApi& api) {
  CuptiLibrary lib;
  lib.ok = api.ok;
  lib.error = api.error;
  lib.path = api.path;
  lib.version = api.version;
  return lib;
}

}  // namespace

CuptiLibrary openCuptiLibrary(const std::vector<std::string>& candidates) { return describe(loadCupti(candidates)); }

CuptiLibrary cuptiLibrary() { return describe(cupti()); }

KernelTimeSum sumKernelDurations(const CuptiRecords& records, std::string_view exclude) {
  KernelTimeSum sum;
  sum.complete = records.lost == 0;
  for (const auto& k : records.kernels) {
    if (k.name == exclude) continue;
    if (!k.timed()) {
      sum.complete = false;
      continue;
    }
    sum.us += k.durationUs();
    ++sum.kernels;
  }
  return sum;
}

namespace {

// `records`' kernels in launch order (CUPTI's correlation ids), not delivery order
std::vector<CuptiKernelRecord> inLaunchOrder(const CuptiRecords& records) {
  std::vector<CuptiKernelRecord> ks = records.kernels;
  std::stable_sort(ks.begin(), ks.end(),
                   [](const CuptiKernelRecord& a, const CuptiKernelRecord& b) { return a.correlationId < b.correlationId; });
  return ks;
}

}  // namespace

std::vector<KernelTimeSum> splitKernelRuns(const CuptiRecords& records, int runs, std::string_view exclude) {
  std::vector<KernelTimeSum> out(static_cast<std::size_t>(std::max(runs, 0)));
  if (out.empty()) return out;
  std::vector<CuptiKernelRecord> ks = inLaunchOrder(records);
  std::erase_if(ks, [&](const CuptiKernelRecord& k) { return k.name == exclude; });
  if (records.lost || ks.size() % out.size() != 0) {
    for (auto& r : out) r.complete = false;
    return out;
  }
  const std::size_t per = ks.size() / out.size();
  for (std::size_t r = 0; r < out.size(); ++r) {
    CuptiRecords one;
    one.kernels.assign(ks.begin() + static_cast<std::ptrdiff_t>(r * per),
                       ks.begin() + static_cast<std::ptrdiff_t>((r + 1) * per));
    out[r] = sumKernelDurations(one, exclude);
  }
  return out;
}

std::vector<KernelTimeSum> runsAfterMarkers(const CuptiRecords& records, int runs, std::string_view marker) {
  std::vector<KernelTimeSum> out(static_cast<std::size_t>(std::max(runs, 0)));
  if (out.empty()) return out;
  const auto ks = inLaunchOrder(records);
  std::vector<std::size_t> marks;
  for (std::size_t i = 0; i < ks.size(); ++i)
    if (ks[i].name == marker) marks.push_back(i);
  if (records.lost || marks.size() < out.size()) {
    for (auto& r : out) r.complete = false;
    return out;
  }
  const std::size_t first = marks.size() - out.size();
  for (std::size_t r = 0; r < out.size(); ++r) {
    const std::size_t from = marks[first + r] + 1;
    const std::size_t to = first + r + 1 < marks.size() ? marks[first + r + 1] : ks.size();
    CuptiRecords one;
    one.kernels.assign(ks.begin() + static_cast<std::ptrdiff_t>(from), ks.begin() + static_cast<std::ptrdiff_t>(to));
    out[r] = sumKernelDurations(one, marker);
  }
  return out;
}

CuptiRecords recordsAfterLastMarker(const CuptiRecords& records, std::string_view marker) {
  const auto ks = inLaunchOrder(records);
  CuptiRecords out;
  out.lost = records.lost;
  std::size_t from = ks.size() + 1;
  for (std::size_t i = ks.size(); i-- > 0;)
    if (ks[i].name == marker) {
      from = i + 1;
      break;
    }
  if (from > ks.size()) {
    out.lost = std::max<std::size_t>(out.lost, 1);
    return out;
  }
  out.kernels.assign(ks.begin() + static_cast<std::ptrdiff_t>(from), ks.end());
  return out;
}

double medianKernelTime(const std::vector<KernelTimeSum>& runs) {
  std::vector<double> us;
  for (const auto& r : runs)
    if (r.complete && r.kernels > 0) us.push_back(r.us);
  return us.empty() ? 0.0 : median(us);
}

namespace {

bool turnedOff() {
  const char* v = std::getenv("FUSIONSCOPE_NO_CUPTI");
  return v && *v && std::string(v) != "0";
}

}  // namespace

#ifndef FUSIONSCOPE_HAVE_CUPTI

CuptiKernelTracer::CuptiKernelTracer() { reason_ = turnedOff() ? "turned off by FUSIONSCOPE_NO_CUPTI" : cupti().error; }
CuptiKernelTracer::~CuptiKernelTracer() = default;
CuptiRecords CuptiKernelTracer::take() { return {}; }

#else

static_assert(CUPTI_API_VERSION >= 130000, "kernel records are read as CUDA 13's CUpti_ActivityKernel10");

namespace {

// CUPTI's activity buffers: 8-byte aligned, handed out by bufferRequested and
// returned full (or flushed) to bufferCompleted, possibly on CUPTI's worker thread.
constexpr std::size_t kBufferBytes = 1u << 20;

// Process-wide collection state, shared with the C callbacks. Never destroyed: CUPTI
// may still call back while the process exits.
struct Collector {
  std::mutex mutex;
  bool registered = false;  // cuptiActivityRegisterCallbacks succeeded (once per process)
  bool busy = false;        // a tracer is active
  CuptiRecords pending;     // delivered since the last take()
  std::vector<std::uint8_t*> freeBuffers;
};

Collector& collector() {
  static Collector* c = new Collector;
  return *c;
}

std::string failed(const char* call, CUptiResult rc) {
  const char* s = nullptr;
  std::string what = cupti().cuptiGetResultString && cupti().cuptiGetResultString(rc, &s) == CUPTI_SUCCESS && s
                         ? std::string(s)
                         : "CUPTI error " + std::to_string(static_cast<int>(rc));
  return std::string(call) + " failed: " + what;
}

void CUPTIAPI bufferRequested(std::uint8_t** buffer, std::size_t* size, std::size_t* maxNumRecords) {
  *maxNumRecords = 0;  // as many as fit
  auto& c = collector();
  std::uint8_t* b = nullptr;
  {
    std::lock_guard lock(c.mutex);
    if (!c.freeBuffers.empty()) {
      b = c.freeBuffers.back();
      c.freeBuffers.pop_back();
    }
  }
  if (!b) b = static_cast<std::uint8_t*>(std::aligned_alloc(8, kBufferBytes));
  *buffer = b;  // nullptr: CUPTI drops records, which take() reports as lost
  *size = b ? kBufferBytes : 0;
}

void CUPTIAPI bufferCompleted(CUcontext, std::uint32_t, std::uint8_t* buffer, std::size_t, std::size_t validSize) {
  if (!buffer) return;
  auto& c = collector();
  CuptiRecords got;
  try {
    CUpti_Activity* record = nullptr;
    for (;;) {
      CUptiResult rc = cupti().cuptiActivityGetNextRecord(buffer, validSize, &record);
      if (rc == CUPTI_ERROR_MAX_LIMIT_REACHED) break;  // end of the buffer
      if (rc != CUPTI_SUCCESS) {                        // CUPTI_ERROR_INVALID_KIND: an incomplete record
        ++got.lost;
        break;
      }
      if (record->kind != CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL && record->kind != CUPTI_ACTIVITY_KIND_KERNEL) continue;
      const auto* k = reinterpret_cast<const CUpti_ActivityKernel10*>(record);
      CuptiKernelRecord r;
      r.name = k->name ? k->name : "";
      r.startNs = k->start;
      r.endNs = k->end;
      r.correlationId = k->correlationId;
      got.kernels.push_back(std::move(r));
    }
  } catch (...) {  // std::bad_alloc: nothing may escape into CUPTI
    ++got.lost;
  }
  std::lock_guard lock(c.mutex);
  c.pending.kernels.insert(c.pending.kernels.end(), std::make_move_iterator(got.kernels.begin()),
                           std::make_move_iterator(got.kernels.end()));
  c.pending.lost += got.lost;
  c.freeBuffers.push_back(buffer);
}

}  // namespace

CuptiKernelTracer::CuptiKernelTracer() {
  if (turnedOff()) {
    reason_ = "turned off by FUSIONSCOPE_NO_CUPTI";
    return;
  }
  const auto& api = cupti();
  if (!api.ok) {
    reason_ = api.error;
    return;
  }
  // Reserve CUPTI for this tracer; CUPTI is called without the lock held, as it may
  // ask for a buffer (bufferRequested takes the lock) from inside any call.
  auto& c = collector();
  bool registered = false;
  {
    std::lock_guard lock(c.mutex);
    if (c.busy) {
      reason_ = "CUPTI is already collecting for another run in this process";
      return;
    }
    c.busy = true;
    registered = c.registered;
  }
  auto release = [&c] {
    std::lock_guard lock(c.mutex);
    c.busy = false;
  };
  if (!registered) {
    CUptiResult rc = api.cuptiActivityRegisterCallbacks(bufferRequested, bufferCompleted);
    if (rc != CUPTI_SUCCESS) {
      reason_ = failed("cuptiActivityRegisterCallbacks", rc);
      release();
      return;
    }
    std::lock_guard lock(c.mutex);
    c.registered = true;
  }
  CUptiResult rc = api.cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
  if (rc != CUPTI_SUCCESS) {
    reason_ = failed("cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL)", rc);
    release();
    return;
  }
  enabled_ = true;
  active_ = true;
  std::lock_guard lock(c.mutex);
  c.pending = {};  // late deliveries of an earlier tracer
}

CuptiKernelTracer::~CuptiKernelTracer() {
  if (!enabled_) return;
  const auto& api = cupti();
  auto log = logger("runtime");
  CUptiResult rc = api.cuptiActivityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
  if (rc != CUPTI_SUCCESS) log->warn("{}", failed("cuptiActivityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL)", rc));
  // Hand back what CUPTI still holds, so the next tracer starts empty.
  rc = api.cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
  if (rc != CUPTI_SUCCESS) log->warn("{}", failed("cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED)", rc));
  auto& c = collector();
  std::lock_guard lock(c.mutex);
  c.pending = {};
  c.busy = false;
}

CuptiRecords CuptiKernelTracer::take() {
  if (!active_) return {};
  const auto& api = cupti();
  // Not under the collector's lock: the completion callback runs inside this call.
  CUptiResult rc = api.cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
  if (rc != CUPTI_SUCCESS) {
    active_ = false;
    reason_ = failed("cuptiActivityFlushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED)", rc);
    return {};
  }
  // Records dropped for want of a buffer (bufferRequested could not allocate). A
  // secondary check: when CUPTI cannot say, warn once and go on.
  std::size_t dropped = 0;
  rc = api.cuptiActivityGetNumDroppedRecords(nullptr, 0, &dropped);
  if (rc != CUPTI_SUCCESS) {
    dropped = 0;
    static std::once_flag warned;
    std::call_once(warned, [rc] { logger("runtime")->warn("{}", failed("cuptiActivityGetNumDroppedRecords", rc)); });
  }
  auto& c = collector();
  CuptiRecords out;
  {
    std::lock_guard lock(c.mutex);
    std::swap(out, c.pending);
  }
  out.lost += dropped;
  return out;
}

#endif  // FUSIONSCOPE_HAVE_CUPTI

}  // namespace fs::runtime
