#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

namespace roofline {

// How a GPU activity of a PyTorch profiler trace (a kernel, a memory copy or set) finds the op that
// launched it, as the profiler's own tools join them (docs/file-formats.md, "How a kernel finds its op"):
// the activity's launch (a cuda_runtime, cuda_driver or hip_runtime event) by their shared "correlation",
// or by the ac2g flow from the launch to the activity; then the innermost op on the launching thread
// whose time span holds the launch. Processes, threads and times are the reader's (interned ids, µs).

// Where and when an activity was launched: the host process and thread, and the launch's start.
struct LaunchSite {
    std::uint32_t process = 0;
    std::uint32_t thread = 0;
    double time = 0.0;
};

// What a GPU activity carries that can find its launch.
struct ActivityIds {
    std::uint32_t process = 0; // its "pid": its GPU's, or a host process's in some traces
    bool hostProcess = false; // whether that pid is a host process's (one that runs ops or launches)
    std::uint32_t thread = 0; // its "pid"/"tid" (the GPU's stream)
    double start = 0.0;
    std::optional<std::int64_t> externalId;
    std::optional<std::int64_t> correlation;
};

// The launches and flows of a trace. Ids are each process's own (every profiled process counts from 1),
// so one correlation may name launches in several processes. Kept as they come, in flat lists that the first
// find() sorts: a trace's millions of launches cost a few words each, never a node of a map.
class LaunchIndex {
public:
    void addLaunch(std::int64_t correlation, std::optional<std::int64_t> externalId, LaunchSite site);
    // An ac2g flow's start ("s", at the launch) and end ("f", at the activity's thread and start).
    void addFlowStart(std::int64_t id, LaunchSite site);
    void addFlowEnd(std::uint32_t thread, double time, std::int64_t id);

    struct Found {
        std::optional<LaunchSite> site;
        // When several processes could have launched it and nothing tells which: those processes.
        std::vector<std::uint32_t> sharing;
    };
    // The launch of an activity: its correlation's launch in its process (the activity's own "pid" when
    // that is a host process's, else the one process with a launch of that correlation, else the one whose
    // launch also carries the activity's External id); failing that, the start of the ac2g flow that ends
    // at the activity. No site: no launch found, or several processes' (then `sharing` names them). The
    // first find sorts what was added; nothing is added after it.
    Found find(const ActivityIds& activity);

private:
    struct Launch {
        std::int64_t correlation = 0;
        std::optional<std::int64_t> externalId;
        LaunchSite site; // its process is the launch's
    };
    struct FlowStart {
        std::int64_t id = 0;
        LaunchSite site;
    };
    struct FlowEnd {
        std::uint32_t thread = 0;
        double time = 0.0;
        std::int64_t id = 0;
    };
    void sort();
    Found fromFlow(const ActivityIds& activity) const;

    std::vector<Launch> m_launches; // then by correlation, each process's first launch of it only
    std::vector<FlowStart> m_flowStarts; // then by id, each process's first start of it only
    std::vector<FlowEnd> m_flowEnds; // then by thread and time, each id once at each
    bool m_sorted = false;
};

// The ops of a trace nested by time on each thread: an op's parent is the innermost op of its thread
// whose span encloses it; one that ends as another starts is its sibling; of two with the same times the
// one recorded first encloses.
class OpNesting {
public:
    struct Span {
        std::uint32_t thread = 0;
        double start = 0.0, end = 0.0;
    };
    explicit OpNesting(std::vector<Span> spans);

    // The ops by thread, then start, enclosing ones first: every parent comes before its children.
    const std::vector<std::uint32_t>& order() const { return m_order; }
    std::int32_t parent(std::uint32_t op) const { return m_parents[op]; }
    // The innermost op of `thread` whose span holds `time` (start ≤ time ≤ end); -1 for none.
    std::int32_t innermostAt(std::uint32_t thread, double time) const;

private:
    std::vector<Span> m_spans;
    std::vector<std::uint32_t> m_order;
    std::vector<std::int32_t> m_parents;
};

} // namespace roofline
