#include "app/bench/trace_profile.h"

#include "app/bench/trace_profile_parts.h"
#include "core/measured/aten_ops.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace roofline {

namespace {

using namespace bench_trace;

class TraceWriter {
public:
    TraceWriter(const std::function<void(std::string_view)>& append, std::size_t textBytes)
        : m_append(append)
        , m_textBytes(textBytes)
    { }

    BenchTraceCounts write()
    {
        m_counts.layers = kLayers;
        m_text
            += "{\n  \"schemaVersion\": 1,\n  \"deviceProperties\": [\n    {\n      \"id\": 0, \"name\": \"NVIDIA "
               "H100 80GB HBM3\", \"totalGlobalMem\": 85045870592,\n      \"computeMajor\": 9, \"computeMinor\": 0,\n"
               "      \"maxThreadsPerBlock\": 1024, \"maxThreadsPerMultiprocessor\": 2048,\n      \"regsPerBlock\": "
               "65536, \"regsPerMultiprocessor\": 65536, \"warpSize\": 32,\n      \"sharedMemPerBlock\": 49152, "
               "\"sharedMemPerMultiprocessor\": 233472,\n      \"numSms\": 132, \"sharedMemPerBlockOptin\": 232448\n"
               "    }\n  ],\n  \"cupti_version\": 22,\n  \"cuda_runtime_version\": 12040,\n  \"with_flops\": 0,\n"
               "  \"record_shapes\": 1,\n  \"with_stack\": 0,\n  \"profile_memory\": 0,\n  \"cuda_driver_version\": "
               "12040,\n  \"distributedInfo\": {\"backend\": \"nccl\", \"rank\": 0, \"world_size\": 1, "
               "\"pg_count\": 1, \"nccl_version\": \"2.20.5\"},\n  \"trace_id\": "
               "\"4E5D8C9B2A1F4E3D8C7B6A5F4E3D2C1B\",\n  \"displayTimeUnit\": \"ms\",\n  \"baseTimeNanoseconds\": "
               "1712195400000000000,\n  \"traceEvents\": [";
        do {
            step();
        } while (m_counts.textBytes + m_text.size() < m_textBytes);
        metadata();
        m_text += "\n  ],\n  \"traceName\": \"/tmp/trace/rank0.1712195495000.pt.trace.json\"\n}\n";
        flush(true);
        return m_counts;
    }

private:
    // An op of the step being written: an event written once the step is over, when its end is known.
    struct Op {
        std::string_view category;
        std::string name;
        std::string arguments; // its args but "External id" and "Ev Idx"
        int thread = 0;
        std::int64_t externalId = 0;
        std::int64_t start = 0, end = 0;
        bool modelled = false; // of a kind the app models (aten_ops.h): the owner of the kernels launched in it
        bool costed = false; // and costed from its arguments
        bool inModelled = false; // inside another op of a modelled kind, which owns its kernels
        bool launched = false; // an owner that launched a kernel
    };

    void flush(bool all)
    {
        if (!all && m_text.size() < (1u << 20))
            return;
        m_counts.textBytes += m_text.size();
        m_append(m_text);
        m_text.clear();
    }

    // Events are written one after another, "{" on a line of its own, a comma before each but the first. The
    // first is always a step's first op: a step's GPU events, made while its ops run, are written after them.
    void beginEvent(std::string& out)
    {
        const bool first = &out == &m_text && !m_begun;
        m_begun = m_begun || first;
        ++m_events;
        out += first ? "\n  {\n" : ",\n  {\n";
    }

    void open(std::string_view name, OpArguments arguments = {}, std::string_view category = "cpu_op")
    {
        const bool modelled = category == "cpu_op" && isModelledAtenOp(name);
        // Without "Input Dims" the reader costs nothing (record_shapes off): a trace op without arguments.
        const bool costed = modelled && !arguments.text.empty() && atenOpCost(name, arguments.read).cost.has_value();
        const bool inModelled
            = std::any_of(m_open.begin(), m_open.end(), [this](std::size_t open) { return m_ops[open].modelled; });
        m_open.push_back(m_ops.size());
        m_ops.push_back(Op {category, std::string(name), std::move(arguments.text), m_thread, m_nextExternalId++,
            m_clock, 0, modelled, costed, inModelled, false});
        m_clock += 1500 + jitter(400);
    }

    void close()
    {
        Op& op = m_ops[m_open.back()];
        m_open.pop_back();
        op.end = m_clock + 800;
        m_clock = op.end + 700 + jitter(300);
    }

    // An op with no children, whatever it launches.
    template<typename Body> void op(std::string_view name, OpArguments arguments, Body&& body)
    {
        open(name, std::move(arguments));
        body();
        close();
    }
    void op(std::string_view name, OpArguments arguments)
    {
        op(name, std::move(arguments), [] {});
    }

    // A small deterministic spread of times, so that no two kernels or ops look alike.
    std::int64_t jitter(std::int64_t range)
    {
        m_seed = m_seed * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<std::int64_t>((m_seed >> 33) % static_cast<std::uint64_t>(range));
    }

    // A runtime call of the innermost open op, at the current time; its correlation.
    std::int64_t runtimeCall(std::string_view name, int cbid)
    {
        const std::int64_t correlation = m_nextCorrelation++;
        const Op& caller = m_ops[m_open.back()];
        m_launchAt = m_clock;
        beginEvent(m_gpu);
        m_gpu += "    \"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": \"";
        m_gpu += name;
        m_gpu += "\", \"pid\": ";
        appendInt(m_gpu, kPid);
        m_gpu += ", \"tid\": ";
        appendInt(m_gpu, caller.thread);
        m_gpu += ",\n    \"ts\": ";
        appendMicroseconds(m_gpu, m_clock);
        const std::int64_t duration = 2500 + jitter(2500);
        m_gpu += ", \"dur\": ";
        appendMicroseconds(m_gpu, duration);
        m_gpu += ",\n    \"args\": {\n      \"External id\": ";
        appendInt(m_gpu, caller.externalId);
        m_gpu += ", \"cbid\": ";
        appendInt(m_gpu, cbid);
        m_gpu += ", \"correlation\": ";
        appendInt(m_gpu, correlation);
        m_gpu += "\n    }\n  }";
        ++m_counts.runtimeCalls;
        m_clock += duration + 500;
        return correlation;
    }

    void flow(char phase, std::int64_t id, int pid, int tid, std::int64_t ts)
    {
        beginEvent(m_gpu);
        m_gpu += "    \"ph\": \"";
        m_gpu += phase;
        m_gpu += "\", \"id\": ";
        appendInt(m_gpu, id);
        m_gpu += ", \"pid\": ";
        appendInt(m_gpu, pid);
        m_gpu += ", \"tid\": ";
        appendInt(m_gpu, tid);
        m_gpu += ", \"ts\": ";
        appendMicroseconds(m_gpu, ts);
        m_gpu += ",\n    \"cat\": \"ac2g\", \"name\": \"ac2g\"";
        m_gpu += phase == 'f' ? ", \"bp\": \"e\"\n  }" : "\n  }";
        ++m_counts.flows;
    }

    // The start of GPU work launched now: after the launch, once the stream is free.
    std::int64_t gpuStart() { return std::max(m_gpuClock, m_launchAt + 6000); }

    // The outermost open op of a kind the app models owns this kernel's time: measured when it was costed,
    // else unmodelled (as is the time of a kernel no such op is around).
    void countKernelTime(std::int64_t ns)
    {
        m_kernelNs += ns;
        for (const std::size_t open : m_open) {
            Op& op = m_ops[open];
            if (!op.modelled)
                continue;
            if (!op.costed)
                return;
            m_modelledNs += ns;
            if (!op.launched)
                ++m_counts.modelledRuns;
            op.launched = true;
            return;
        }
    }

    void launch(const Kernel& kernel)
    {
        const std::int64_t correlation = runtimeCall("cudaLaunchKernel", 211);
        flow('s', correlation, kPid, m_ops[m_open.back()].thread, m_launchAt);
        const std::int64_t start = gpuStart();
        const std::int64_t duration = kernel.ns + jitter(kernel.ns / 50 + 1);
        beginEvent(m_gpu);
        m_gpu += "    \"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"";
        m_gpu += kernel.name;
        m_gpu += "\", \"pid\": ";
        appendInt(m_gpu, kDevice);
        m_gpu += ", \"tid\": ";
        appendInt(m_gpu, kStream);
        m_gpu += ",\n    \"ts\": ";
        appendMicroseconds(m_gpu, start);
        m_gpu += ", \"dur\": ";
        appendMicroseconds(m_gpu, duration);
        m_gpu += ",\n    \"args\": {\n      \"External id\": ";
        appendInt(m_gpu, m_ops[m_open.back()].externalId);
        m_gpu += ",\n      \"queued\": 0, \"device\": 0, \"context\": 1,\n      \"stream\": 7, \"correlation\": ";
        appendInt(m_gpu, correlation);
        m_gpu += ",\n      \"registers per thread\": ";
        appendInt(m_gpu, kernel.registers);
        m_gpu += ",\n      \"shared memory\": ";
        appendInt(m_gpu, kernel.sharedMemory);
        const std::int64_t blocks = std::int64_t {kernel.grid[0]} * kernel.grid[1] * kernel.grid[2];
        const std::int64_t warps = blocks * ((kernel.block[0] * kernel.block[1] * kernel.block[2] + 31) / 32);
        // Per SM to six decimals, as CUPTI's floats print: 132 SMs.
        m_gpu += ",\n      \"blocks per SM\": ";
        appendInt(m_gpu, blocks / 132);
        m_gpu += '.';
        appendFraction(blocks % 132);
        m_gpu += ",\n      \"warps per SM\": ";
        appendInt(m_gpu, warps / 132);
        m_gpu += '.';
        appendFraction(warps % 132);
        m_gpu += ",\n      \"grid\": [";
        appendInt(m_gpu, kernel.grid[0]);
        m_gpu += ", ";
        appendInt(m_gpu, kernel.grid[1]);
        m_gpu += ", ";
        appendInt(m_gpu, kernel.grid[2]);
        m_gpu += "],\n      \"block\": [";
        appendInt(m_gpu, kernel.block[0]);
        m_gpu += ", ";
        appendInt(m_gpu, kernel.block[1]);
        m_gpu += ", ";
        appendInt(m_gpu, kernel.block[2]);
        m_gpu += "],\n      \"est. achieved occupancy %\": ";
        appendInt(m_gpu, std::min<std::int64_t>(100, warps * 100 / (132 * 64)));
        m_gpu += "\n    }\n  }";
        flow('f', correlation, kDevice, kStream, start);
        ++m_counts.kernels;
        countKernelTime(duration);
        m_gpuClock = start + duration + 1200;
    }

    void appendFraction(std::int64_t remainder)
    {
        const std::int64_t micro = remainder * 1000000 / 132;
        std::string digits = std::to_string(1000000 + micro).substr(1);
        m_gpu += digits;
    }

    // The batch copied to the GPU: a cudaMemcpyAsync and its gpu_memcpy, 32 MiB at about 12 GB/s.
    void copyBatch()
    {
        const std::int64_t bytes = 32 << 20;
        op("aten::to", argumentLists({tensor({kBatch, kSequence, kModel}), none(), scalar("15"), scalar("False")}),
            [&] {
                op("aten::_to_copy", argumentLists({tensor({kBatch, kSequence, kModel}), scalar("15")}), [&] {
                    op("aten::empty_strided", argumentLists({none(), none(), scalar("15")}));
                    op("aten::copy_",
                        argumentLists({tensor({kBatch, kSequence, kModel}), tensor({kBatch, kSequence, kModel}),
                            scalar("False")}),
                        [&] {
                            const std::int64_t correlation = runtimeCall("cudaMemcpyAsync", 41);
                            flow('s', correlation, kPid, m_thread, m_launchAt);
                            const std::int64_t start = gpuStart();
                            const std::int64_t duration = 2700000 + jitter(20000);
                            beginEvent(m_gpu);
                            m_gpu += "    \"ph\": \"X\", \"cat\": \"gpu_memcpy\", \"name\": \"Memcpy HtoD (Pageable -> "
                                     "Device)\", \"pid\": 0, \"tid\": 7,\n    \"ts\": ";
                            appendMicroseconds(m_gpu, start);
                            m_gpu += ", \"dur\": ";
                            appendMicroseconds(m_gpu, duration);
                            m_gpu += ",\n    \"args\": {\n      \"External id\": ";
                            appendInt(m_gpu, m_ops[m_open.back()].externalId);
                            m_gpu += ",\n      \"device\": 0, \"context\": 1,\n      \"stream\": 7, \"correlation\": ";
                            appendInt(m_gpu, correlation);
                            m_gpu += ",\n      \"bytes\": ";
                            appendInt(m_gpu, bytes);
                            m_gpu += ", \"memory bandwidth (GB/s)\": 12.427567\n    }\n  }";
                            flow('f', correlation, kDevice, kStream, start);
                            ++m_counts.copies;
                            m_copyNs += duration;
                            m_gpuClock = start + duration + 1200;
                            runtimeCall("cudaStreamSynchronize", 131);
                        });
                });
            });
    }

    void linear(std::int64_t in, std::int64_t out, std::int64_t ns)
    {
        op("aten::linear", argumentLists({tensor({kBatch, kSequence, in}), tensor({out, in}), tensor({out})}), [&] {
            op("aten::t", argumentLists({tensor({out, in})}), [&] {
                op("aten::transpose", argumentLists({tensor({out, in}), scalar("0"), scalar("1")}), [&] {
                    op("aten::as_strided", argumentLists({tensor({out, in}), none(), none(), none()}));
                });
            });
            op("aten::view", argumentLists({tensor({kBatch, kSequence, in}), none()}));
            op("aten::addmm",
                argumentLists({tensor({out}), tensor({kTokens, in}), tensor({in, out}), scalar("1"), scalar("1")}),
                [&] {
                    launch({kGemm, ns, {static_cast<int>(out / 256), static_cast<int>(kTokens / 128), 1}, {384, 1, 1},
                        168, 213504});
                });
            op("aten::view", argumentLists({tensor({kTokens, out}), none()}));
        });
    }

    void layerNorm()
    {
        op("aten::layer_norm",
            argumentLists({tensor({kBatch, kSequence, kModel}), none(), tensor({kModel}), tensor({kModel}),
                scalar("1e-05"), scalar("True")}),
            [&] {
                op("aten::native_layer_norm",
                    argumentLists({tensor({kBatch, kSequence, kModel}), none(), tensor({kModel}), tensor({kModel}),
                        scalar("1e-05")}),
                    [&] {
                        launch({kLayerNorm, 28000, {static_cast<int>(kTokens), 1, 1}, {128, 1, 1}, 38, 0});
                    });
            });
    }

    void residual()
    {
        op("aten::add",
            argumentLists({tensor({kBatch, kSequence, kModel}), tensor({kBatch, kSequence, kModel}), scalar("1")}),
            [&] {
                launch({kAdd, 35000, {32768, 1, 1}, {128, 1, 1}, 24, 0});
            });
    }

    void attention()
    {
        const OpArguments qkv = argumentLists(
            {tensor({kBatch, kHeads, kSequence, kHeadDim}), tensor({kBatch, kHeads, kSequence, kHeadDim}),
                tensor({kBatch, kHeads, kSequence, kHeadDim}), scalar("0."), scalar("True"), scalar("False"), none()});
        op("aten::scaled_dot_product_attention", qkv, [&] {
            op("aten::_scaled_dot_product_flash_attention", qkv, [&] {
                op("aten::transpose",
                    argumentLists({tensor({kBatch, kHeads, kSequence, kHeadDim}), scalar("1"), scalar("2")}));
                op("aten::_flash_attention_forward",
                    argumentLists(
                        {tensor({kBatch, kSequence, kHeads, kHeadDim}), tensor({kBatch, kSequence, kHeads, kHeadDim}),
                            tensor({kBatch, kSequence, kHeads, kHeadDim}), none(), none(), scalar("1024"),
                            scalar("1024"), scalar("0."), scalar("True"), scalar("False"), none()}),
                    [&] {
                        op("aten::empty", argumentLists({none(), scalar("6"), none(), none(), none(), none()}));
                        launch({kFlashForward, 520000, {8, 128, 1}, {128, 1, 1}, 255, 49152});
                    });
            });
        });
    }

    void forward()
    {
        layerNorm();
        linear(kModel, 3 * kModel, 410000);
        op("aten::view", argumentLists({tensor({kBatch, kSequence, 3 * kModel}), none()}));
        attention();
        linear(kModel, kModel, 140000);
        residual();
        layerNorm();
        linear(kModel, kHidden, 540000);
        op("aten::gelu", argumentLists({tensor({kBatch, kSequence, kHidden}), scalar("none")}), [&] {
            launch({kGelu, 60000, {131072, 1, 1}, {128, 1, 1}, 28, 0});
        });
        linear(kHidden, kModel, 545000);
        residual();
    }

    // The gradients of one linear layer: input and weight by mm, the bias by a sum.
    void linearBackward(std::int64_t in, std::int64_t out, std::int64_t ns)
    {
        open("autograd::engine::evaluate_function: AddmmBackward0", "");
        op("AddmmBackward0", "", [&] {
            op("aten::t", argumentLists({tensor({kTokens, in})}));
            op("aten::mm", argumentLists({tensor({kTokens, out}), tensor({out, in})}), [&] {
                launch({kGemm, ns, {static_cast<int>(in / 256), static_cast<int>(kTokens / 128), 1}, {384, 1, 1}, 168,
                    213504});
            });
            op("aten::t", argumentLists({tensor({kTokens, out})}));
            op("aten::mm", argumentLists({tensor({out, kTokens}), tensor({kTokens, in})}), [&] {
                launch({kGemm, ns + ns / 20, {static_cast<int>(in / 256), static_cast<int>(out / 128), 1}, {384, 1, 1},
                    168, 213504});
            });
            op("aten::sum",
                argumentLists(
                    {tensor({kTokens, out}), {"[]", "ScalarList", "[]", "[0]", {}, false}, scalar("True"), none()}),
                [&] {
                    launch({kSum, 30000, {static_cast<int>(out / 32), 1, 1}, {32, 16, 1}, 40, 16});
                });
            op("aten::view", argumentLists({tensor({1, out}), none()}));
        });
        close();
        open("autograd::engine::evaluate_function: torch::autograd::AccumulateGrad", "");
        op("torch::autograd::AccumulateGrad", "", [&] {
            op("aten::add_", argumentLists({tensor({out, in}), tensor({out, in}), scalar("1")}), [&] {
                launch({kAdd, out * in / 2000, {static_cast<int>(out * in / 512), 1, 1}, {128, 1, 1}, 24, 0});
            });
        });
        close();
    }

    void layerNormBackward()
    {
        open("autograd::engine::evaluate_function: NativeLayerNormBackward0", "");
        op("NativeLayerNormBackward0", "", [&] {
            op("aten::native_layer_norm_backward",
                argumentLists({tensor({kBatch, kSequence, kModel}), tensor({kBatch, kSequence, kModel}), none(),
                    tensor({kTokens, 1}), tensor({kTokens, 1}), tensor({kModel}), tensor({kModel}), none()}),
                [&] {
                    launch({kLayerNormBackward, 41000, {static_cast<int>(kTokens), 1, 1}, {128, 1, 1}, 40, 0});
                    launch({kGammaBeta, 33000, {128, 1, 1}, {32, 32, 1}, 64, 8192});
                });
        });
        close();
    }

    void backward()
    {
        linearBackward(kHidden, kModel, 545000);
        open("autograd::engine::evaluate_function: GeluBackward0", "");
        op("GeluBackward0", "", [&] {
            op("aten::gelu_backward",
                argumentLists(
                    {tensor({kBatch, kSequence, kHidden}), tensor({kBatch, kSequence, kHidden}), scalar("none")}),
                [&] {
                    launch({kGeluBackward, 92000, {131072, 1, 1}, {128, 1, 1}, 30, 0});
                });
        });
        close();
        linearBackward(kModel, kHidden, 540000);
        layerNormBackward();
        linearBackward(kModel, kModel, 140000);
        open("autograd::engine::evaluate_function: ScaledDotProductFlashAttentionBackward0", "");
        op("ScaledDotProductFlashAttentionBackward0", "", [&] {
            op("aten::_scaled_dot_product_flash_attention_backward", "", [&] {
                op("aten::_flash_attention_backward", "", [&] {
                    launch({kFlashBackwardDot, 18000, {16, 128, 1}, {128, 1, 1}, 32, 0});
                    launch({kFlashBackward, 1350000, {16, 128, 1}, {256, 1, 1}, 255, 114688});
                });
            });
        });
        close();
        linearBackward(kModel, 3 * kModel, 410000);
        layerNormBackward();
    }

    void optimizer()
    {
        open("Optimizer.step#AdamW.step", "", "user_annotation");
        for (const char* name : {"aten::_foreach_mul_", "aten::_foreach_add_", "aten::_foreach_addcdiv_"})
            op(name, argumentLists({weights(), scalar("0.999")}), [&] {
                launch({kForeach, 650000, {1280, 1, 1}, {512, 1, 1}, 40, 0});
            });
        close();
    }

    void step()
    {
        ++m_counts.steps;
        m_thread = kMainThread;
        m_gpuClock = std::max(m_gpuClock, m_clock);
        open("ProfilerStep#" + std::to_string(m_counts.steps), "", "user_annotation");
        copyBatch();
        for (std::size_t layer = 0; layer < kLayers; ++layer)
            forward();
        const std::size_t stepOp = m_open.back();
        m_open.pop_back();
        // Autograd's thread runs the backward pass while the main thread waits in the step.
        m_thread = kAutogradThread;
        for (std::size_t layer = 0; layer < kLayers; ++layer)
            backward();
        m_thread = kMainThread;
        m_open.push_back(stepOp);
        optimizer();
        close();
        writeOps();
        m_text += m_gpu;
        m_gpu.clear();
        flush(false);
    }

    void writeOps()
    {
        for (const Op& op : m_ops) {
            beginEvent(m_text);
            m_text += "    \"ph\": \"X\", \"cat\": \"";
            m_text += op.category;
            m_text += "\", \"name\": \"";
            m_text += op.name;
            m_text += "\", \"pid\": ";
            appendInt(m_text, kPid);
            m_text += ", \"tid\": ";
            appendInt(m_text, op.thread);
            m_text += ",\n    \"ts\": ";
            appendMicroseconds(m_text, op.start);
            m_text += ", \"dur\": ";
            appendMicroseconds(m_text, op.end - op.start);
            m_text += ",\n    \"args\": {\n      \"External id\": ";
            appendInt(m_text, op.externalId);
            m_text += ",\"Record function id\": 0, ";
            if (!op.arguments.empty()) {
                m_text += op.arguments;
                m_text += ", ";
            }
            m_text += "\"Ev Idx\": ";
            appendInt(m_text, m_evIdx++);
            m_text += "\n    }\n  }";
            if (op.category == "cpu_op")
                ++m_counts.ops;
            if (op.costed && !op.inModelled && !op.launched)
                ++m_counts.opsWithoutKernels;
        }
        m_ops.clear();
    }

    // The process and thread names Kineto writes after the events, and its closing instant.
    void metadata()
    {
        const auto name = [&](std::string_view what, int pid, int tid, std::string_view key, std::string_view value) {
            beginEvent(m_text);
            m_text += "    \"name\": \"";
            m_text += what;
            m_text += "\", \"ph\": \"M\", \"ts\": ";
            appendMicroseconds(m_text, kStartNs - 1000000);
            m_text += ", \"pid\": ";
            appendInt(m_text, pid);
            m_text += ", \"tid\": ";
            appendInt(m_text, tid);
            m_text += ",\n    \"args\": {\n      \"";
            m_text += key;
            m_text += "\": ";
            m_text += value;
            m_text += "\n    }\n  }";
        };
        name("process_name", kPid, 0, "name", "\"python\"");
        name("process_labels", kPid, 0, "labels", "\"CPU\"");
        name("process_sort_index", kPid, 0, "sort_index", "4242");
        name("process_name", kDevice, 0, "name", "\"python\"");
        name("process_labels", kDevice, 0, "labels", "\"GPU 0\"");
        name("process_sort_index", kDevice, 0, "sort_index", "16777216");
        name("thread_name", kDevice, kStream, "name", "\"stream 7 \"");
        name("thread_name", kPid, kMainThread, "name", "\"thread 4242 (python)\"");
        name("thread_name", kPid, kAutogradThread, "name", "\"thread 4251 (pt_autograd_0)\"");
        beginEvent(m_text);
        m_text
            += "    \"name\": \"Record Window End\", \"ph\": \"i\", \"s\": \"g\",\n    \"pid\": \"\", \"tid\": \"\", "
               "\"ts\": ";
        appendMicroseconds(m_text, m_clock + 1000000);
        m_text += "\n  }";
        m_counts.events = m_events;
        m_counts.kernelSeconds = static_cast<double>(m_kernelNs) * 1e-9;
        m_counts.modelledSeconds = static_cast<double>(m_modelledNs) * 1e-9;
        m_counts.copySeconds = static_cast<double>(m_copyNs) * 1e-9;
    }

    const std::function<void(std::string_view)>& m_append;
    std::size_t m_textBytes;
    BenchTraceCounts m_counts;
    std::string m_text; // the trace, flushed about a megabyte at a time
    std::string m_gpu; // the step's launches, kernels, copies and flows, written after its ops
    std::vector<Op> m_ops;
    std::vector<std::size_t> m_open; // the ops open now, outermost first
    std::size_t m_events = 0;
    bool m_begun = false; // the first event is written
    int m_thread = kMainThread;
    std::int64_t m_clock = kStartNs; // the host's time, in ns
    std::int64_t m_gpuClock = kStartNs; // when the stream is free
    std::int64_t m_launchAt = 0; // the last runtime call's start
    std::int64_t m_nextExternalId = 1;
    std::int64_t m_nextCorrelation = 1;
    std::int64_t m_evIdx = 0;
    std::int64_t m_kernelNs = 0, m_modelledNs = 0, m_copyNs = 0;
    std::uint64_t m_seed = 0x5eed;
};

} // namespace

BenchTraceCounts writeBenchTrace(const std::function<void(std::string_view bytes)>& append, std::size_t textBytes)
{
    return TraceWriter(append, textBytes).write();
}

} // namespace roofline
