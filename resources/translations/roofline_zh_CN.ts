<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddModelCommand</name>
    <message>
        <source>Add model %1</source>
        <translation>添加模型 %1</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>The size must be from %1×%1 to %2×%2 pixels, not %3×%4.</source>
        <translation>尺寸须在 %1×%1 到 %2×%2 像素之间，而不是 %3×%4。</translation>
    </message>
    <message>
        <source>The scale must be from 0.1 to 10, not %1.</source>
        <translation>缩放比例须在 0.1 到 10 之间，而不是 %1。</translation>
    </message>
    <message>
        <source>At scale %1 a %2×%3 image leaves the charts less than 160×120 to be drawn in: use a larger size or a smaller scale.</source>
        <translation>缩放比例为 %1 时，%2×%3 的图像留给图表的空间小于 160×120：请用更大的尺寸或更小的缩放比例。</translation>
    </message>
    <message>
        <source>The theme must be light, dark, slide or slide-dark, not “%1”.</source>
        <translation>主题须为 light、dark、slide 或 slide-dark，而不是“%1”。</translation>
    </message>
    <message>
        <source>A CSV file holds one chart&apos;s data: export the roofline chart or the batch-size chart.</source>
        <translation>一个 CSV 文件只保存一张图的数据：请导出屋顶线图或批量大小图。</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>参数 %1，每个 token 激活 %2</translation>
    </message>
    <message>
        <source>Active: attention, dense MLPs, shared experts, the router, k routed experts per layer, and the embeddings and lm_head whole; norms, biases and attention sinks are left out. Model cards differ on the embeddings.</source>
        <translation>激活参数：注意力、稠密 MLP、共享专家、路由器、每层 k 个路由专家，以及完整的嵌入和 lm_head；不计归一化、偏置和 attention sink。各模型卡对嵌入的计法不同。</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>weights %1, routed experts %2</source>
        <translation>权重 %1，路由专家 %2</translation>
    </message>
    <message>
        <source>(a latent of %1 + %2 per layer)</source>
        <translation>（每层潜向量 %1 + %2）</translation>
    </message>
    <message>
        <source>%1 of %2 layers attend to the last %3 positions</source>
        <translation>%2 层中有 %1 层只关注最近 %3 个位置</translation>
    </message>
    <message>
        <source>KV cache %1 B per token of context, whole model</source>
        <translation>KV 缓存：每个上下文 token %1 B（整个模型）</translation>
    </message>
</context>
<context>
    <name>RemoveModelCommand</name>
    <message>
        <source>Remove model %1</source>
        <translation>移除模型 %1</translation>
    </message>
</context>
<context>
    <name>SetChipColorCommand</name>
    <message>
        <source>Change the Colour of %1</source>
        <translation>更改 %1 的颜色</translation>
    </message>
</context>
<context>
    <name>SetChipsShownCommand</name>
    <message>
        <source>Show %1</source>
        <translation>显示 %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>隐藏 %1</translation>
    </message>
</context>
<context>
    <name>SetDimCommand</name>
    <message>
        <source>Set %1 = %2</source>
        <translation>设置 %1 = %2</translation>
    </message>
</context>
<context>
    <name>SlideWording</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <comment>a slide&apos;s title</comment>
        <translation>
            <numerusform>%n 款芯片</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>%1 — %2, B = %3</source>
        <translation>%1 — %2，B = %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>B from %1 to %2</source>
        <translation>B 从 %1 到 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a slide&apos;s subtitle</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a source and the chips it gives numbers for</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>%1 — decode at S = %2</source>
        <translation>%1 — S = %2 时解码</translation>
    </message>
    <message>
        <source>%1 on %2 — decode at S = %3</source>
        <translation>%1 在 %2 上 — S = %3 时解码</translation>
    </message>
    <message>
        <source>Latency against throughput: every tp, B from 1 to %1</source>
        <translation>延迟与吞吐量：每种 tp，B 从 1 到 %1</translation>
    </message>
    <message>
        <source>Latency against throughput: every tp and ep, B from 1 to %1</source>
        <translation>延迟与吞吐：每种 tp 和 ep，B 从 1 到 %1</translation>
    </message>
</context>
<context>
    <name>TraceGpuChoice</name>
    <message>
        <source>GPU %1: %2 of kernels (the most)</source>
        <translation>GPU %1：内核时间 %2（最多）</translation>
    </message>
    <message>
        <source>GPU %1: %2 of kernels</source>
        <translation>GPU %1：内核时间 %2</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>导入测量数据</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds the kernels of %Ln GPU(s). One is read at a time; which?</source>
        <translation>
            <numerusform>%1 含有 %Ln 个 GPU 的内核。每次只读取一个；读取哪个？</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceJoinText</name>
    <message>
        <source>%1 of %2 of kernel time joined the op that launched it</source>
        <translation>%2 的内核时间中有 %1 关联到了启动它的算子</translation>
    </message>
    <message>
        <source>%1 with no launch found</source>
        <translation>%1 找不到启动记录</translation>
    </message>
    <message>
        <source>%1 launched outside every op</source>
        <translation>%1 在所有算子之外启动</translation>
    </message>
    <message>
        <source>%1 did not: %2</source>
        <translation>%1 未关联：%2</translation>
    </message>
    <message>
        <source>Its GPU kernels:</source>
        <translation>其 GPU 内核：</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>及另外 %Ln 个</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::core</name>
    <message>
        <source>batch size (rows of x and z)</source>
        <translation>批量大小（x 和 z 的行数）</translation>
    </message>
    <message>
        <source>contracting dimension (columns of x, rows of w)</source>
        <translation>收缩维度（x 的列数，w 的行数）</translation>
    </message>
    <message>
        <source>output features (columns of w and z)</source>
        <translation>输出特征（w 和 z 的列数）</translation>
    </message>
    <message>
        <source>activations x[B,D]</source>
        <translation>激活 x[B,D]</translation>
    </message>
    <message>
        <source>weights w[D,F]</source>
        <translation>权重 w[D,F]</translation>
    </message>
    <message>
        <source>output z[B,F]</source>
        <translation>输出 z[B,F]</translation>
    </message>
    <message>
        <source>precision of the multiply (default: the wider of x and w)</source>
        <translation>乘法的精度（默认：x 与 w 中较宽者）</translation>
    </message>
    <message>
        <source>vector length</source>
        <translation>向量长度</translation>
    </message>
    <message>
        <source>element type</source>
        <translation>元素类型</translation>
    </message>
    <message>
        <source>rows of the left matrix</source>
        <translation>左矩阵的行数</translation>
    </message>
    <message>
        <source>contracting dimension</source>
        <translation>收缩维度</translation>
    </message>
    <message>
        <source>columns of the right matrix</source>
        <translation>右矩阵的列数</translation>
    </message>
    <message>
        <source>tile rows</source>
        <translation>分块行数</translation>
    </message>
    <message>
        <source>tile depth</source>
        <translation>分块深度</translation>
    </message>
    <message>
        <source>tile columns</source>
        <translation>分块列数</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>批量大小</translation>
    </message>
    <message>
        <source>contracting dimension, split over the chips</source>
        <translation>收缩维度，切分到各芯片上</translation>
    </message>
    <message>
        <source>output features</source>
        <translation>输出特征</translation>
    </message>
    <message>
        <source>chips on the ring that share D</source>
        <translation>环上共同切分 D 的芯片数</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>元素个数</translation>
    </message>
    <message>
        <source>FLOPs per element</source>
        <translation>每个元素的 FLOPs</translation>
    </message>
    <message>
        <source>input tensors read</source>
        <translation>读取的输入张量数</translation>
    </message>
    <message>
        <source>output tensors written</source>
        <translation>写入的输出张量数</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>传输的字节数</translation>
    </message>
    <message>
        <source>precision of the FLOPs</source>
        <translation>FLOPs 的精度</translation>
    </message>
    <message>
        <source>Dot product</source>
        <translation>点积</translation>
    </message>
    <message>
        <source>FLOPs 2N-1; bytes: read x and y, write one element</source>
        <translation>FLOPs 2N-1；字节：读取 x 和 y，写出一个元素</translation>
    </message>
    <message>
        <source>Matmul x[B,D]·w[D,F] → z[B,F]</source>
        <translation>矩阵乘法 x[B,D]·w[D,F] → z[B,F]</translation>
    </message>
    <message>
        <source>Batched matmul (a weight matrix per batch element)</source>
        <translation>批量矩阵乘法（每个批量元素一个权重矩阵）</translation>
    </message>
    <message>
        <source>FLOPs 2BDF; bytes B·D·|x| + B·D·F·|w| + B·F·|z|</source>
        <translation>FLOPs 2BDF；字节 B·D·|x| + B·D·F·|w| + B·F·|z|</translation>
    </message>
    <message>
        <source>Tiled matmul (bm×bk×bn tiles)</source>
        <translation>分块矩阵乘法（bm×bk×bn 分块）</translation>
    </message>
    <message>
        <source>FLOPs 2·tm·tn·tk·bm·bk·bn; bytes |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)</source>
        <translation>FLOPs 2·tm·tn·tk·bm·bk·bn；字节 |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)</translation>
    </message>
    <message>
        <source>Matmul sharded over chips along D</source>
        <translation>沿 D 分片到多个芯片的矩阵乘法</translation>
    </message>
    <message>
        <source>FLOPs 2BDF/n per chip; bytes 2(n-1)/n·B·F·|z| per chip (ring all-reduce)</source>
        <translation>每芯片 FLOPs 2BDF/n；每芯片字节 2(n-1)/n·B·F·|z|（环形 all-reduce）</translation>
    </message>
    <message>
        <source>Elementwise op over N elements</source>
        <translation>N 个元素上的逐元素操作</translation>
    </message>
    <message>
        <source>FLOPs N·flops; bytes N·|dtype|·(inputs + outputs)</source>
        <translation>FLOPs N·flops；字节 N·|dtype|·(inputs + outputs)</translation>
    </message>
    <message>
        <source>Custom (FLOPs and bytes given)</source>
        <translation>自定义（直接给出 FLOPs 和字节数）</translation>
    </message>
    <message>
        <source>FLOPs and bytes as given</source>
        <translation>FLOPs 和字节数按给定值</translation>
    </message>
    <message>
        <source>bf16 matmul</source>
        <comment>default op label</comment>
        <translation>bf16 矩阵乘法</translation>
    </message>
    <message>
        <source>int8 weights (Q2)</source>
        <comment>default op label</comment>
        <translation>int8 权重（Q2）</translation>
    </message>
    <message>
        <source>dot product</source>
        <comment>default op label</comment>
        <translation>点积</translation>
    </message>
    <message>
        <source>links used at once (at most the link&apos;s count)</source>
        <translation>同时使用的链路数（不超过该链路的数量）</translation>
    </message>
    <message>
        <source>ring direction: uni (one way, the chapter&apos;s case) or bi (both ways)</source>
        <translation>环的方向：uni（单向，本章的情形）或 bi（双向）</translation>
    </message>
    <message>
        <source>bytes resident at once (optional)</source>
        <translation>同时驻留的字节数（可选）</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>序列数</translation>
    </message>
    <message>
        <source>query tokens per sequence (1: decode; S: prefill)</source>
        <translation>每个序列的查询 token 数（1：解码；S：预填充）</translation>
    </message>
    <message>
        <source>keys and values per sequence (the context, new tokens included)</source>
        <translation>每个序列的键和值数（上下文，含新 token）</translation>
    </message>
    <message>
        <source>query heads</source>
        <translation>查询头数</translation>
    </message>
    <message>
        <source>key/value heads (N: multi-head; 1: multi-query)</source>
        <translation>键/值头数（N：多头；1：多查询）</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>causal mask: 1 or 0</source>
        <translation>因果掩码：1 或 0</translation>
    </message>
    <message>
        <source>flash attention (scores never reach HBM): 1 or 0</source>
        <translation>flash 注意力（分数不写入 HBM）：1 或 0</translation>
    </message>
    <message>
        <source>queries and output</source>
        <translation>查询与输出</translation>
    </message>
    <message>
        <source>keys and values (the cache)</source>
        <translation>键和值（缓存）</translation>
    </message>
    <message>
        <source>scores (when flash=0)</source>
        <translation>注意力分数（flash=0 时）</translation>
    </message>
    <message>
        <source>precision of the products (default: the wider of x and kv)</source>
        <translation>乘法的精度（默认：x 与 kv 中较宽者）</translation>
    </message>
    <message>
        <source>elements of the tensor reduced</source>
        <translation>被归约张量的元素数</translation>
    </message>
    <message>
        <source>chips on the ring</source>
        <translation>环上的芯片数</translation>
    </message>
    <message>
        <source>Attention (B sequences, T queries over S keys)</source>
        <translation>注意力（B 个序列，T 个查询对 S 个键）</translation>
    </message>
    <message>
        <source>All-reduce of N elements over a ring of chips</source>
        <translation>N 个元素在芯片环上的全归约</translation>
    </message>
    <message>
        <source>FLOPs (n-1)/n·N; bytes 2(n-1)/n·N·|dtype| per chip</source>
        <translation>FLOPs (n-1)/n·N；每芯片字节 2(n-1)/n·N·|dtype|</translation>
    </message>
    <message>
        <source>tokens, each routed to k experts</source>
        <translation>token 数，每个路由到 k 个专家</translation>
    </message>
    <message>
        <source>contracting dimension (columns of x, rows of each expert)</source>
        <translation>收缩维度（x 的列，每个专家的行）</translation>
    </message>
    <message>
        <source>output features (columns of each expert and of z)</source>
        <translation>输出特征（每个专家和 z 的列）</translation>
    </message>
    <message>
        <source>experts (a weight matrix w[D,F] each)</source>
        <translation>专家数（每个一个权重矩阵 w[D,F]）</translation>
    </message>
    <message>
        <source>experts per token (at most E)</source>
        <translation>每个 token 的专家数（至多 E）</translation>
    </message>
    <message>
        <source>the experts&apos; weights w[D,F]</source>
        <translation>专家的权重 w[D,F]</translation>
    </message>
    <message>
        <source>Experts (B tokens, each through k of E weight matrices)</source>
        <translation>专家（B 个 token，各经过 E 个权重矩阵中的 k 个）</translation>
    </message>
    <message>
        <source>FLOPs 2BDF; bytes B·D·|x| + G·D·F·|w| + B·F·|z| (G = 1 unless given)</source>
        <translation>FLOPs 2BDF；字节 B·D·|x| + G·D·F·|w| + B·F·|z|（未给出时 G = 1）</translation>
    </message>
    <message>
        <source>FLOPs 2·N·(Hk+Hv)·P (P: query-key pairs); bytes B·T·N·(Hk+Hv)·|x| + B·S·K·(Hk+Hv)·|kv| (+ 4·B·N·T·S·|s| without flash); Hk = Hv = H unless given</source>
        <translation>FLOPs 2·N·(Hk+Hv)·P（P：查询–键对）；字节 B·T·N·(Hk+Hv)·|x| + B·S·K·(Hk+Hv)·|kv|（无 flash 时 + 4·B·N·T·S·|s|）；未给出时 Hk = Hv = H</translation>
    </message>
    <message>
        <source>query/key head dimension (absent: H)</source>
        <translation>查询/键头维度（未给出时为 H）</translation>
    </message>
    <message>
        <source>value head dimension (absent: H)</source>
        <translation>值头维度（未给出时为 H）</translation>
    </message>
    <message>
        <source>one cached tensor serves as keys and values (latent attention): 1 or 0</source>
        <translation>一个缓存张量同时作为键和值（潜在注意力）：1 或 0</translation>
    </message>
    <message>
        <source>sliding window: each query sees the last W positions only (absent: all)</source>
        <translation>滑动窗口：每个查询只看最近 W 个位置（未给出时为全部）</translation>
    </message>
    <message>
        <source>weight matrices the B rows go through, one per head, each read once (absent: 1)</source>
        <translation>B 行所经过的权重矩阵，每个头一个，每个只读一次（未给出时为 1）</translation>
    </message>
    <message>
        <source>FLOPs 2·B·k·D·F; bytes E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|, E_act = E·(1 − (1 − k/E)^B) experts touched (with ep: (E/ep)·(1 − (1 − k/E)^(ep·B)) on this chip)</source>
        <translation>FLOPs 2·B·k·D·F；字节 E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|，E_act = E·(1 − (1 − k/E)^B) 为被触及的专家数（专家并行时：本芯片上为 (E/ep)·(1 − (1 − k/E)^(ep·B))）</translation>
    </message>
    <message>
        <source>chips the experts are split over, E/ep on each (absent: 1)</source>
        <translation>专家拆分到的芯片数，每个芯片 E/ep 个（未给出：1）</translation>
    </message>
    <message>
        <source>All-to-all of N elements among chips (expert parallelism)</source>
        <translation>芯片之间 N 个元素的 all-to-all（专家并行）</translation>
    </message>
    <message>
        <source>FLOPs 0 (it moves data only); bytes (n-1)/n·N·|dtype| per chip</source>
        <translation>FLOPs 0（只搬运数据）；每芯片字节 (n-1)/n·N·|dtype|</translation>
    </message>
    <message>
        <source>elements each chip sends out, its share for itself included</source>
        <translation>每个芯片发出的元素数，含留给自己的那份</translation>
    </message>
    <message>
        <source>chips exchanging (ep)</source>
        <translation>参与交换的芯片数（ep）</translation>
    </message>
</context>
<context>
    <name>roofline::ui</name>
    <message>
        <source>dot</source>
        <translation>点积</translation>
    </message>
    <message>
        <source>matmul</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <source>batched matmul</source>
        <translation>批量矩阵乘法</translation>
    </message>
    <message>
        <source>tiled matmul</source>
        <translation>分块矩阵乘法</translation>
    </message>
    <message>
        <source>sharded matmul</source>
        <translation>分片矩阵乘法</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>逐元素</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source> tiles </source>
        <translation> 分块 </translation>
    </message>
    <message>
        <source> (batched)</source>
        <translation>（批量）</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>%1-bound</source>
        <translation>%1 受限</translation>
    </message>
    <message numerus="yes">
        <source> (×%1 chip(s))</source>
        <translation>
            <numerusform>（×%1 芯片）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be a finite number, got %2</source>
        <translation>%1 必须是有限的数，实际为 %2</translation>
    </message>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation>%1 必须为正数，实际为 %2</translation>
    </message>
    <message>
        <source>%1 must be greater than %2, got %3</source>
        <translation>%1 必须大于 %2，实际为 %3</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 必须至少为 %2，实际为 %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 必须至多为 %2，实际为 %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number, got %2</source>
        <translation>%1 必须是整数，实际为 %2</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>全归约</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all</translation>
    </message>
    <message>
        <source>vector</source>
        <comment>a calibration&apos;s class of work</comment>
        <translation>向量</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>other</source>
        <comment>a calibration&apos;s class of work</comment>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>roofline::ui::AboutDialog</name>
    <message>
        <source>Roofline Studio %1</source>
        <translation>Roofline Studio %1</translation>
    </message>
    <message>
        <source>Roofline charts for ML accelerators, after the “Rooflines” chapter of &lt;i&gt;How To Scale Your Model&lt;/i&gt; (Austin et al., 2025): &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;</source>
        <translation>面向机器学习加速器的屋顶线图，依据 &lt;i&gt;How To Scale Your Model&lt;/i&gt;（Austin 等，2025）的“屋顶线”一章：&lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（构建时使用 Qt %2）</translation>
    </message>
    <message>
        <source>QCustomPlot %1</source>
        <translation>QCustomPlot %1</translation>
    </message>
    <message>
        <source>Released under the MIT License. Chip numbers name their sources in the chip files.</source>
        <translation>以 MIT 许可证发布。芯片文件中的每个数字都注明了来源。</translation>
    </message>
    <message>
        <source>About Roofline Studio</source>
        <translation>关于 Roofline Studio</translation>
    </message>
</context>
<context>
    <name>roofline::ui::AddModelDialog</name>
    <message>
        <source>Read a model</source>
        <translation>读取模型</translation>
    </message>
    <message>
        <source>Model files and Hugging Face config.json (*.json);;All files (*)</source>
        <translation>模型文件和 Hugging Face config.json (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Add Model</source>
        <translation>添加模型</translation>
    </message>
    <message>
        <source>From a file… (a model file or a Hugging Face config.json)</source>
        <translation>从文件…（模型文件或 Hugging Face config.json）</translation>
    </message>
    <message>
        <source>Decode (T = 1)</source>
        <translation>解码（T = 1）</translation>
    </message>
    <message>
        <source>Prefill (T = S)</source>
        <translation>预填充（T = S）</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>两者并排</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>阶段：</translation>
    </message>
    <message>
        <source>Tensor parallelism (tp):</source>
        <translation>张量并行（tp）：</translation>
    </message>
    <message>
        <source>tp chips share each layer: n_heads, d_ff and vocab are split over them. It applies to every chip shown; the Model panel sets it chip by chip.</source>
        <translation>tp 个芯片分担每一层：n_heads、d_ff 和 vocab 在它们之间切分。它适用于所有显示的芯片；“模型”面板可逐个芯片设置。</translation>
    </message>
    <message>
        <source>%1 — D %2, %3 layers, %4/%5 heads</source>
        <translation>%1 — D %2，%3 层，%4/%5 个头</translation>
    </message>
    <message>
        <source> (from %1)</source>
        <translation>（来自 %1）</translation>
    </message>
    <message>
        <source>A transformer, dense or a mixture of experts: its layer&apos;s ops go on the roofline, its step into the Model panel.</source>
        <translation>一个 Transformer（稠密或混合专家）：它一层的操作画在屋顶线上，它的一步进入“模型”面板。</translation>
    </message>
    <message>
        <source>, a mixture of experts (%1 experts, %2 per token)</source>
        <translation>，混合专家（%1 个专家，每个 token %2 个）</translation>
    </message>
    <message>
        <source>, dense</source>
        <translation>，稠密</translation>
    </message>
    <message>
        <source>, latent attention</source>
        <translation>，潜在注意力</translation>
    </message>
    <message>
        <source>, sliding windows of %1</source>
        <translation>，滑动窗口 %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::AppSettingsActions</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is</source>
        <translation>与桌面一致的浅色或深色</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>A light window, whatever the desktop</source>
        <translation>浅色窗口，不论桌面如何</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>A dark window, whatever the desktop</source>
        <translation>深色窗口，不论桌面如何</translation>
    </message>
</context>
<context>
    <name>roofline::ui::BatchSizeChart</name>
    <message>
        <source>Batch size B</source>
        <translation>批量大小 B</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s on %1</source>
        <translation>%1 上可达到的 FLOPs/s</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s</source>
        <translation>可达到的 FLOPs/s</translation>
    </message>
    <message>
        <source>No chip is shown: check one in the Chips panel.</source>
        <translation>未显示任何芯片：请在“芯片”面板中勾选一个。</translation>
    </message>
    <message>
        <source>No sweep: add one in the Sweeps panel.</source>
        <translation>没有曲线：请在“曲线”面板中添加一条。</translation>
    </message>
    <message>
        <source>B = %1</source>
        <translation>B = %1</translation>
    </message>
    <message>
        <source>B %1 · %2 FLOPs/s</source>
        <translation>B %1 · %2 FLOPs/s</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;B = %3: %4 FLOPs/s (%5 % of the %6 peak)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，在 &lt;b&gt;%2&lt;/b&gt; 上&lt;br&gt;B = %3：%4 FLOPs/s（峰值 %6 的 %5 %）</translation>
    </message>
    <message>
        <source>&lt;br&gt;critical B = %1: compute-bound above it</source>
        <translation>&lt;br&gt;临界 B = %1：高于它时计算受限</translation>
    </message>
    <message>
        <source>&lt;br&gt;never compute-bound</source>
        <translation>&lt;br&gt;永远不会计算受限</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n sweep(s) not drawn: %2</source>
        <translation>
            <numerusform>%n 条曲线中有 %1 条未绘制：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;compute-bound at any B</source>
        <translation>&lt;br&gt;任意 B 下都计算受限</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a chip&apos;s name, then a note about it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>B = %1 →</source>
        <translation>B = %1 →</translation>
    </message>
    <message>
        <source>← B = %1</source>
        <translation>← B = %1</translation>
    </message>
    <message>
        <source>flat in B: intensity %1 at every B</source>
        <translation>随 B 不变：任意 B 下算术强度均为 %1</translation>
    </message>
    <message>
        <source>flat in B: intensity ≈ N/K = %1 in decode</source>
        <translation>随 B 不变：解码时算术强度 ≈ N/K = %1</translation>
    </message>
    <message>
        <source>flat in B: intensity ≈ %1 in decode</source>
        <translation>随 B 不变：解码时算术强度 ≈ %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;flat: FLOPs and bytes both grow as B, so the intensity stays %1</source>
        <translation>&lt;br&gt;平直：FLOPs 与字节数都与 B 成正比，算术强度保持 %1</translation>
    </message>
    <message>
        <source>B</source>
        <comment>the batch size axis, when short</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>FLOPs/s</source>
        <translation>FLOPs/s</translation>
    </message>
    <message>
        <source>%1, %2: %3 at B = %4</source>
        <comment>a footnote: chip, sweep, FLOPs/s at the slider&apos;s B</comment>
        <translation>%1，%2：B = %4 时为 %3</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalibrationActions</name>
    <message>
        <source>&amp;Calibrate a Chip from the Measurements…</source>
        <translation>根据测量结果校准芯片(&amp;C)…</translation>
    </message>
    <message>
        <source>Fit how much of its roofline each class of work reaches on a chip, from the measured kernels: predictions then learn from measurements</source>
        <translation>根据测得的内核，拟合每类工作在芯片上能达到其屋顶线的多少：此后的预测会从测量结果中学习</translation>
    </message>
    <message>
        <source>&amp;Load a Calibration…</source>
        <translation>加载校准(&amp;L)…</translation>
    </message>
    <message>
        <source>Read a calibration file made by &lt;code&gt;%1&lt;/code&gt;, for the chip it names</source>
        <translation>读取由 &lt;code&gt;%1&lt;/code&gt; 生成的校准文件，用于其中指明的芯片</translation>
    </message>
    <message>
        <source>&amp;Predicted against Measured…</source>
        <translation>预测与实测(&amp;P)…</translation>
    </message>
    <message>
        <source>The parity chart: each measured group&apos;s predicted time, nominal and calibrated, against its measured time, with the four error figures</source>
        <translation>预测–实测对比图：每个测量组的预测时间（标称与校准后）对比其实测时间，并给出四项误差指标</translation>
    </message>
    <message>
        <source>&amp;Remove the Calibration</source>
        <translation>移除校准(&amp;R)</translation>
    </message>
    <message>
        <source>Forget the calibration of the chip the parity chart shows</source>
        <translation>移除对比图所示芯片的校准</translation>
    </message>
    <message>
        <source>Calibrate a chip</source>
        <translation>校准芯片</translation>
    </message>
    <message>
        <source>%1 was not calibrated: %2</source>
        <translation>%1 未校准：%2</translation>
    </message>
    <message>
        <source>Calibrate %1</source>
        <translation>校准 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 calibrated from %n measured group(s).</source>
        <translation>
            <numerusform>%1 已根据 %n 个测量组完成校准。</numerusform>
        </translation>
    </message>
    <message>
        <source>Load a calibration</source>
        <translation>加载校准</translation>
    </message>
    <message>
        <source>%1 was not loaded: %2</source>
        <translation>%1 未加载：%2</translation>
    </message>
    <message>
        <source>Load the calibration of %1 from %2</source>
        <translation>从 %2 加载 %1 的校准</translation>
    </message>
    <message>
        <source>The calibration of %1 was loaded from %2.</source>
        <translation>已从 %2 加载 %1 的校准。</translation>
    </message>
    <message>
        <source>The chip the kernels were measured on:</source>
        <translation>测量这些内核所用的芯片：</translation>
    </message>
    <message>
        <source>Calibration (*.json);;All files (*)</source>
        <translation>校准文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Remove the calibration of %1</source>
        <translation>移除 %1 的校准</translation>
    </message>
    <message>
        <source>Project onto &amp;Other Chips…</source>
        <translation>投影到其他芯片(&amp;O)…</translation>
    </message>
    <message>
        <source>What the measured step would take on other chips: each group priced on each chip with the calibrated efficiencies, stacked by class, the unmodelled time carried over</source>
        <translation>实测的一步在其他芯片上需要多少时间：用校准得到的效率在每个芯片上估算每个组，按类别堆叠，未建模时间按实测值计入</translation>
    </message>
    <message>
        <source>Read a calibration file for the chip it names</source>
        <translation>读取校准文件，用于其中指明的芯片</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalibrationDialog</name>
    <message>
        <source>Predicted against Measured</source>
        <translation>预测与实测</translation>
    </message>
    <message>
        <source>No chip is calibrated. Import measured kernels, then Measurements → Calibrate a Chip from the Measurements; or load a file made by &lt;code&gt;%1&lt;/code&gt;.</source>
        <translation>尚无已校准的芯片。请先导入测得的内核，再选择“测量数据” → “根据测量结果校准芯片”；或加载由 &lt;code&gt;%1&lt;/code&gt; 生成的文件。</translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n measured group(s) of the project&apos;s measurements.</source>
        <translation>
            <numerusform>%1，根据项目测量数据中的 %n 个测量组校准。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n measured group(s) of %2.</source>
        <translation>
            <numerusform>%1，根据 %2 中的 %n 个测量组校准。</numerusform>
        </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2-bound %3 (%n group(s))</source>
        <translation>
            <numerusform>%1 %2受限：%3（%n 组）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2-bound kept at 100 % (%n group(s), too few)</source>
        <translation>
            <numerusform>%1 %2受限：保持 100 %（%n 组，太少）</numerusform>
        </translation>
    </message>
    <message>
        <source>Of its roofline each class reaches: %1.</source>
        <translation>各类别达到其屋顶线的比例：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Error: nominal %1, calibrated %2, leave one out %3, time-weighted %4.</source>
        <translation>误差：标称 %1，校准后 %2，留一法 %3，按时间加权 %4。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChartArea</name>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Batch size (Q3)</source>
        <translation>批量大小（Q3）</translation>
    </message>
    <message>
        <source>FLOPs/s against arithmetic intensity, log–log</source>
        <translation>FLOPs/s 对算术强度，双对数坐标</translation>
    </message>
    <message>
        <source>FLOPs/s against batch size B: the chapter&apos;s question 3</source>
        <translation>FLOPs/s 对批量大小 B：本章的第 3 题</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipEditorDialog</name>
    <message>
        <source>Achievable fraction of peak:</source>
        <translation>可实现的峰值比例：</translation>
    </message>
    <message>
        <source>New chip</source>
        <translation>新建芯片</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <translation>芯片 %1</translation>
    </message>
    <message>
        <source>The name shown in the chip list, legends and titles</source>
        <translation>显示在芯片列表、图例和标题中的名称</translation>
    </message>
    <message>
        <source>e.g. My accelerator</source>
        <translation>例如：我的加速器</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>A unique id (a–z, 0–9, - _ .); the file is saved as &lt;id&gt;.json</source>
        <translation>唯一的 id（a–z、0–9、- _ .）；文件保存为 &lt;id&gt;.json</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id：</translation>
    </message>
    <message>
        <source>Chips are grouped by vendor in the Chips panel</source>
        <translation>在“芯片”面板中，芯片按厂商分组</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <source>Dense peak FLOPs/s per precision (empty: none)</source>
        <translation>每种精度的稠密峰值 FLOPs/s（留空：无）</translation>
    </message>
    <message>
        <source>Dense %1 peak in FLOPs/s, e.g. 1.97e14 (halve spec sheets that quote 2:4 sparsity)</source>
        <translation>%1 的稠密峰值（FLOPs/s），例如 1.97e14（规格表若按 2:4 稀疏给出，请减半）</translation>
    </message>
    <message>
        <source>Memory levels and links (the first memory level takes an op&apos;s bytes by default)</source>
        <translation>内存层级与链路（默认由第一个内存层级承担操作的字节）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Bandwidth (B/s)</source>
        <translation>带宽（B/s）</translation>
    </message>
    <message>
        <source>Capacity (bytes)</source>
        <translation>容量（字节）</translation>
    </message>
    <message>
        <source>Optional: how many bytes the level holds</source>
        <translation>可选：该层级能容纳多少字节</translation>
    </message>
    <message>
        <source>HBM, VMEM, L2… are memory levels; ICI, NVLink, PCIe, DCN… are links to other chips</source>
        <translation>HBM、VMEM、L2… 是内存层级；ICI、NVLink、PCIe、DCN… 是通往其他芯片的链路</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>添加层级</translation>
    </message>
    <message>
        <source>Add a memory level or link</source>
        <translation>添加一个内存层级或链路</translation>
    </message>
    <message>
        <source>Remove level</source>
        <translation>删除层级</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>删除选中的行</translation>
    </message>
    <message>
        <source>The fraction of peak real kernels reach, drawn as a dashed ceiling: about 0.80–0.85 for GPUs, 0.95 for TPUs</source>
        <translation>真实内核能达到的峰值比例，以虚线天花板绘制：GPU 约 0.80–0.85，TPU 约 0.95</translation>
    </message>
    <message>
        <source>Where the numbers come from, caveats</source>
        <translation>数字的来源与注意事项</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number</source>
        <translation>%1：“%2”不是数字</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation>%1 带宽</translation>
    </message>
    <message>
        <source>%1 capacity</source>
        <translation>%1 容量</translation>
    </message>
    <message>
        <source>The id “%1” is taken by another chip; pick another.</source>
        <translation>id“%1”已被另一个芯片使用，请换一个。</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>Latency (s)</source>
        <translation>延迟（秒）</translation>
    </message>
    <message>
        <source>Bytes per second in one direction: per chip for a memory level, per link for a link (a link&apos;s bidirectional figure halved)</source>
        <translation>单向每秒字节数：内存层级按每芯片，链路按每条链路（链路的双向数值需减半）</translation>
    </message>
    <message>
        <source>Links only: how many such links the chip has, a whole number (H100 NVLink: 18); empty: 1</source>
        <translation>仅限链路：芯片有多少条这样的链路，整数（H100 NVLink：18）；留空：1</translation>
    </message>
    <message>
        <source>Links only: one hop&apos;s time in seconds, which a ring all-reduce over n chips pays 2(n−1) times (H100 NVLink: 6e-7); empty: none</source>
        <translation>仅限链路：一跳的时间（秒），n 个芯片上的环形 all-reduce 要付出 2(n−1) 次（H100 NVLink：6e-7）；留空：无</translation>
    </message>
    <message>
        <source>Vector-unit peak FLOPs/s per precision (VPU, CUDA cores; empty: none)</source>
        <translation>每种精度的向量单元峰值 FLOPs/s（VPU、CUDA 核心；留空：无）</translation>
    </message>
    <message>
        <source>The vector units&apos; %1 peak in FLOPs/s, where dot products and elementwise work run, e.g. 6.69e13</source>
        <translation>向量单元的 %1 峰值（FLOPs/s），点积和逐元素运算在这里执行，例如 6.69e13</translation>
    </message>
    <message>
        <source>vector peak %1</source>
        <translation>向量峰值 %1</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 链路数</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>%1 延迟</translation>
    </message>
    <message>
        <source>Domain (chips)</source>
        <translation>域（芯片数）</translation>
    </message>
    <message>
        <source>Links only: how many chips the link joins directly, a whole number (NVLink on an 8-GPU board: 8; a TPU&apos;s ICI: its largest slice; 1: the chip&apos;s host only); empty: any number, as a NIC or DCN. A collective over more chips crosses it and another link</source>
        <translation>仅限链路：该链路直接连接的芯片数，整数（8 GPU 主板上的 NVLink：8；TPU 的 ICI：最大切片；1：仅连到芯片的主机）；留空：任意数量，如 NIC 或 DCN。跨越更多芯片的集合通信会经过它和另一条链路</translation>
    </message>
    <message>
        <source>%1 domain</source>
        <translation>%1 的域</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipListModel</name>
    <message>
        <source>Peak FLOPs/s (dense):</source>
        <translation>峰值 FLOPs/s（稠密）：</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Achievable: %1 % of peak</source>
        <translation>可实现：峰值的 %1 %</translation>
    </message>
    <message>
        <source>built-in</source>
        <comment>where a chip comes from</comment>
        <translation>内置</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Check to show every %1 chip; uncheck to hide them</source>
        <translation>勾选以显示所有 %1 芯片；取消勾选以隐藏</translation>
    </message>
    <message>
        <source>Show every %1 chip</source>
        <translation>显示所有 %1 芯片</translation>
    </message>
    <message>
        <source>Hide every %1 chip</source>
        <translation>隐藏所有 %1 芯片</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Mem BW</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>临界强度</translation>
    </message>
    <message>
        <source>Check a chip to draw it; italic chips are your own</source>
        <translation>勾选芯片即可绘制；斜体的是你自己的芯片</translation>
    </message>
    <message>
        <source>Dense peak FLOPs/s in bf16 (or the precision named, for chips without bf16)</source>
        <translation>bf16 的稠密峰值 FLOPs/s（没有 bf16 的芯片则为所注明的精度）</translation>
    </message>
    <message>
        <source>Bandwidth of the first memory level (HBM or similar), where an op&apos;s bytes go by default</source>
        <translation>第一个内存层级（HBM 或类似）的带宽，操作的字节默认经过这里</translation>
    </message>
    <message>
        <source>Critical intensity: peak FLOPs/s ÷ memory bandwidth, in FLOPs/byte</source>
        <translation>临界算术强度：峰值 FLOPs/s ÷ 内存带宽，单位 FLOPs/字节</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipStore</name>
    <message>
        <source>There is no data folder to save chips in (neither XDG_DATA_HOME nor HOME is set).</source>
        <translation>没有可保存芯片的数据文件夹（XDG_DATA_HOME 和 HOME 都未设置）。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot delete %1.</source>
        <translation>无法删除 %1。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipsPanel</name>
    <message>
        <source>Search chips (name, id, vendor)</source>
        <translation>搜索芯片（名称、id、厂商）</translation>
    </message>
    <message>
        <source>Filter the chip list; Ctrl+F jumps here</source>
        <translation>筛选芯片列表；Ctrl+F 跳到这里</translation>
    </message>
    <message>
        <source>Check a chip to draw it; hover one for all its numbers and where they come from</source>
        <translation>勾选芯片即可绘制；悬停可查看它的全部数字及来源</translation>
    </message>
    <message>
        <source>&amp;New chip…</source>
        <translation>新建芯片(&amp;N)…</translation>
    </message>
    <message>
        <source>Create a chip of your own; it is saved in your data folder and joins the library</source>
        <translation>创建你自己的芯片；它会保存在你的数据文件夹中并加入芯片库</translation>
    </message>
    <message>
        <source>Edit the selected custom chip, or start a custom copy of a built-in one</source>
        <translation>编辑选中的自定义芯片，或以内置芯片为基础创建自定义副本</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>删除(&amp;L)</translation>
    </message>
    <message>
        <source>Delete the selected custom chip (its file too)</source>
        <translation>删除选中的自定义芯片（连同其文件）</translation>
    </message>
    <message>
        <source>&amp;Copy…</source>
        <translation>复制(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation>（自定义）</translation>
    </message>
    <message>
        <source>Chip not saved</source>
        <translation>芯片未保存</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>已将 %1 保存到 %2</translation>
    </message>
    <message>
        <source>Delete chip</source>
        <translation>删除芯片</translation>
    </message>
    <message>
        <source>Delete %1 and its file? This cannot be undone.</source>
        <translation>删除 %1 及其文件？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Chip not deleted</source>
        <translation>芯片未删除</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>C&amp;olour…</source>
        <translation>颜色(&amp;O)…</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>%1 的颜色</translation>
    </message>
</context>
<context>
    <name>roofline::ui::DetailsPanel</name>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>intensity (FLOPs/B)</source>
        <translation>强度（FLOPs/B）</translation>
    </message>
    <message>
        <source>critical intensity</source>
        <translation>临界算术强度</translation>
    </message>
    <message>
        <source>T_math</source>
        <translation>T_math</translation>
    </message>
    <message>
        <source>T_comms</source>
        <translation>T_comms</translation>
    </message>
    <message>
        <source>T_lower = max</source>
        <translation>T_lower = max</translation>
    </message>
    <message>
        <source>T_upper = sum</source>
        <translation>T_upper = 和</translation>
    </message>
    <message>
        <source>attainable FLOPs/s</source>
        <translation>可达到的 FLOPs/s</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>受限类型</translation>
    </message>
    <message>
        <source>Floating-point operations of the op (per chip for sharded ops)</source>
        <translation>该操作的浮点运算次数（分片操作按每芯片计）</translation>
    </message>
    <message>
        <source>Bytes moved over the memory level or link named in brackets</source>
        <translation>经括号中所列内存层级或链路传输的字节数</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs ÷ bytes</source>
        <translation>算术强度：FLOPs ÷ 字节</translation>
    </message>
    <message>
        <source>The chip&apos;s ridge: peak FLOPs/s ÷ bandwidth. Above it the op is compute-bound</source>
        <translation>芯片的脊点：峰值 FLOPs/s ÷ 带宽。高于它时操作计算受限</translation>
    </message>
    <message>
        <source>FLOPs ÷ peak FLOPs/s</source>
        <translation>FLOPs ÷ 峰值 FLOPs/s</translation>
    </message>
    <message>
        <source>bytes ÷ bandwidth</source>
        <translation>字节 ÷ 带宽</translation>
    </message>
    <message>
        <source>max(T_math, T_comms): the time when compute and communication overlap</source>
        <translation>max(T_math, T_comms)：计算与通信重叠时的时间（下界）</translation>
    </message>
    <message>
        <source>T_math + T_comms: the time when they do not</source>
        <translation>T_math + T_comms：二者不重叠时的时间（上界）</translation>
    </message>
    <message>
        <source>FLOPs ÷ T_lower = min(peak, intensity × bandwidth)</source>
        <translation>FLOPs ÷ T_lower = min(峰值, 强度 × 带宽)</translation>
    </message>
    <message>
        <source>Compute-bound when T_math &gt; T_comms, otherwise bound by the bandwidth</source>
        <translation>T_math &gt; T_comms 时计算受限，否则受带宽限制</translation>
    </message>
    <message>
        <source>The selected op on each shown chip; hover a row name for its definition</source>
        <translation>选中的操作在每个已显示芯片上的结果；悬停在行名上可查看定义</translation>
    </message>
    <message>
        <source>What would flip the bound, solved exactly with the other parameters held</source>
        <translation>在其他参数不变时，精确求解什么会改变受限类型</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select an op in the Ops panel or click a marker on the roofline.&lt;/i&gt;</source>
        <translation>&lt;i&gt;在“操作”面板中选择一个操作，或点击屋顶线图上的标记。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1. %2.</source>
        <comment>the bound, then what would change it</comment>
        <translation>%1。%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <comment>the bound row&apos;s cell</comment>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>%1-bound</source>
        <comment>the bound row&apos;s cell</comment>
        <translation>%1 受限</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>The bytes that must be resident at once, of the memory&apos;s capacity (⚠: does not fit)</source>
        <translation>必须同时驻留的字节数，占内存容量（⚠：放不下）</translation>
    </message>
    <message>
        <source>Does not fit: %1. %2</source>
        <comment>the capacity warning, then the bound</comment>
        <translation>放不下：%1。%2</translation>
    </message>
    <message>
        <source>Its FLOPs per kernel are %1× the op&apos;s: the link may join different shapes.</source>
        <translation>其每个内核的 FLOPs 是该运算的 %1 倍：这个关联可能连接了不同的形状。</translation>
    </message>
    <message numerus="yes">
        <source>Measured %1 (%Ln kernel(s)) reaches %2 % of the roofline&apos;s prediction: %3 predicted, %4 measured per kernel.</source>
        <translation>
            <numerusform>实测 %1（%Ln 个内核）达到屋顶线预测的 %2 %：预测 %3，每个内核实测 %4。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ErrorText</name>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>一个字符串</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>cannot be read (permission denied?)</source>
        <translation>无法读取（没有权限？）</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>读取出错</translation>
    </message>
    <message>
        <source>cannot be written (%1); the old file is unchanged</source>
        <translation>无法写入（%1）；原文件未改动</translation>
    </message>
    <message>
        <source>larger than %1, the limit for this kind of file</source>
        <translation>大于 %1，超过此类文件的上限</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8</source>
        <translation>文件是 UTF-16 文本；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>binary data (a NUL byte), not a text file</source>
        <translation>二进制数据（含 NUL 字节），不是文本文件</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (byte %1); save the file as UTF-8</source>
        <translation>文本不是有效的 UTF-8（字节 %1）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>malformed JSON</source>
        <translation>JSON 格式错误</translation>
    </message>
    <message>
        <source>truncated JSON (the text ends too early)</source>
        <translation>JSON 不完整（文本提前结束）</translation>
    </message>
    <message>
        <source>the key %1 appears twice in the same object</source>
        <translation>键 %1 在同一对象中出现了两次</translation>
    </message>
    <message>
        <source>the number %1 is out of range (larger than 1.8e308)</source>
        <translation>数字 %1 超出范围（大于 1.8e308）</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels</source>
        <translation>JSON 嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>missing key “%1”</source>
        <translation>缺少键“%1”</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为%1，实际为 %2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限数</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 不是有限数</translation>
    </message>
    <message>
        <source>must be a positive number, got %1</source>
        <translation>必须是正数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a positive number up to %1, got %2</source>
        <translation>必须是不超过 %1 的正数，实际为 %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>必须介于 %1 与 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be in (0, 1], got %1</source>
        <translation>必须在 (0, 1] 内，实际为 %1</translation>
    </message>
    <message>
        <source>must be 1–64 characters of a–z, 0–9, “-”, “_” or “.”, got %1</source>
        <translation>必须是 1–64 个 a–z、0–9、“-”、“_”或“.”字符，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is used twice (names of memory levels and links must be unique)</source>
        <translation>%1 用了两次（内存层级和链路的名称必须唯一）</translation>
    </message>
    <message>
        <source>needs at least one precision, e.g. bf16</source>
        <translation>至少需要一种精度，例如 bf16</translation>
    </message>
    <message>
        <source>needs at least one memory level (the first is HBM or similar)</source>
        <translation>至少需要一个内存层级（第一个是 HBM 或类似的内存）</translation>
    </message>
    <message>
        <source>unknown name %1; expected one of %2</source>
        <translation>未知名称 %1；应为以下之一：%2</translation>
    </message>
    <message>
        <source>a quoted field is not closed (a &quot; is missing)</source>
        <translation>带引号的字段没有闭合（缺少一个 &quot;）</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote (write &quot;&quot; for a quote inside a field)</source>
        <translation>闭合引号后有多余文本（字段内的引号请写成 &quot;&quot;）</translation>
    </message>
    <message>
        <source>no value (the field is empty)</source>
        <translation>没有值（字段为空）</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>不能为负数，实际为 %1</translation>
    </message>
    <message>
        <source>the column %1 appears twice in the header</source>
        <translation>表头中列 %1 出现了两次</translation>
    </message>
    <message>
        <source>the header has no column %1; a measured-kernels CSV needs name, flops, bytes, seconds (and may have chip, link); found %2</source>
        <translation>表头没有列 %1；实测内核的 CSV 需要 name、flops、bytes、seconds 列（可以有 chip、link 列）；找到的是 %2</translation>
    </message>
    <message numerus="yes">
        <source>this line has %n field(s)</source>
        <translation>
            <numerusform>这一行有 %n 个字段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the header has %n field(s)</source>
        <translation>
            <numerusform>表头有 %n 个字段</numerusform>
        </translation>
    </message>
    <message>
        <source>the file has no kernels</source>
        <translation>文件中没有内核</translation>
    </message>
    <message>
        <source> (it follows a slider)</source>
        <translation>（它跟随滑块）</translation>
    </message>
    <message>
        <source>a count (no unit, or inst)</source>
        <translation>计数（无单位或 inst）</translation>
    </message>
    <message>
        <source>bytes (byte, Kbyte, Mbyte, Gbyte, Tbyte)</source>
        <translation>字节（byte、Kbyte、Mbyte、Gbyte、Tbyte）</translation>
    </message>
    <message>
        <source>a time (nsecond, usecond, msecond, second)</source>
        <translation>时间（nsecond、usecond、msecond、second）</translation>
    </message>
    <message>
        <source>a bandwidth (byte/second, Gbyte/second…)</source>
        <translation>带宽（byte/second、Gbyte/second…）</translation>
    </message>
    <message>
        <source>a frequency (cycle/second, cycle/nsecond, Ghz…)</source>
        <translation>频率（cycle/second、cycle/nsecond、Ghz…）</translation>
    </message>
    <message>
        <source>a count per cycle (inst/cycle)</source>
        <translation>每周期计数（inst/cycle）</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, got %3</source>
        <translation>必须是 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>必须至少为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>必须大于 %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>必须至多为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>no parameter %1</source>
        <translation>没有参数 %1</translation>
    </message>
    <message>
        <source>no parameter %1; the parameters are %2</source>
        <translation>没有参数 %1；参数有 %2</translation>
    </message>
    <message>
        <source>no dtype parameter %1</source>
        <translation>没有数据类型参数 %1</translation>
    </message>
    <message>
        <source>no dtype parameter %1; the dtype parameters are %2</source>
        <translation>没有数据类型参数 %1；数据类型参数有 %2</translation>
    </message>
    <message>
        <source>cannot follow a slider (only whole-number dimensions can)</source>
        <translation>不能跟随滑块（只有整数维度可以）</translation>
    </message>
    <message>
        <source>cannot follow the %1 slider (only whole-number dimensions can)</source>
        <translation>不能跟随 %1 滑块（只有整数维度可以）</translation>
    </message>
    <message>
        <source>%1 is a compute format, not a storage format</source>
        <translation>%1 是计算格式，不是存储格式</translation>
    </message>
    <message>
        <source>an elementwise op needs at least one input or output (it moves no bytes)</source>
        <translation>逐元素运算至少需要一个输入或输出（否则不传输任何字节）</translation>
    </message>
    <message>
        <source>unknown op kind %1; expected one of %2</source>
        <translation>未知的运算类型 %1；应为以下之一：%2</translation>
    </message>
    <message>
        <source>%1 is given twice (keys are case-insensitive)</source>
        <translation>%1 出现了两次（键不区分大小写）</translation>
    </message>
    <message>
        <source>%1 has no memory level or link named %2 (it has %3)</source>
        <translation>%1 没有名为 %2 的内存层级或链路（它有 %3）</translation>
    </message>
    <message>
        <source>FLOPs %1, bytes %2 and seconds %3 give an intensity or a rate that is not a finite number</source>
        <translation>FLOPs %1、字节 %2 和秒数 %3 得出的算术强度或速率不是有限数</translation>
    </message>
    <message>
        <source>its roof on %1 is not a finite number</source>
        <translation>它在 %1 上的屋顶不是有限数</translation>
    </message>
    <message>
        <source>the unit %1 is not %2</source>
        <translation>单位 %1 不是%2</translation>
    </message>
    <message>
        <source>no kernel has a duration (gpu__time_duration.sum); profile with ncu --csv --metrics gpu__time_duration.sum,dram__bytes.sum,sm__sass_thread_inst_executed_op_ffma_pred_on.sum,…</source>
        <translation>没有任何内核有时长（gpu__time_duration.sum）；请用 ncu --csv --metrics gpu__time_duration.sum,dram__bytes.sum,sm__sass_thread_inst_executed_op_ffma_pred_on.sum,… 进行分析</translation>
    </message>
    <message>
        <source>%1 on %2: FLOPs or bytes overflow (the shape is too large)</source>
        <translation>%1 在 %2 上：FLOPs 或字节溢出（形状太大）</translation>
    </message>
    <message>
        <source>%1 on %2: the op moves no bytes, so its arithmetic intensity is undefined</source>
        <translation>%1 在 %2 上：该运算不传输任何字节，因此其算术强度无定义</translation>
    </message>
    <message>
        <source>%1 on %2: the op does no FLOPs, so it has no place on a roofline</source>
        <translation>%1 在 %2 上：该运算没有 FLOPs，因此在屋顶线图上没有位置</translation>
    </message>
    <message>
        <source>%1 on %2: the times overflow or vanish</source>
        <translation>%1 在 %2 上：时间溢出或趋于零</translation>
    </message>
    <message>
        <source>the file is project format %1, written by a newer Roofline Studio; this version reads format %2 and older</source>
        <translation>该文件是项目格式 %1，由更新版本的 Roofline Studio 写入；此版本只能读取格式 %2 及更早的格式</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 列出了两次</translation>
    </message>
    <message numerus="yes">
        <source>must be the index of one of the %n sweep(s), got %1</source>
        <translation>
            <numerusform>必须是 %n 条扫描曲线之一的索引，实际为 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must be the index of one of the %n op(s), got %1</source>
        <translation>
            <numerusform>必须是 %n 个运算之一的索引，实际为 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the bounds must lie within ±1e300</source>
        <translation>边界必须在 ±1e300 以内</translation>
    </message>
    <message>
        <source>expected [lower, upper], an array of two numbers</source>
        <translation>应为 [下界, 上界]，即两个数的数组</translation>
    </message>
    <message>
        <source>the lower bound must be below the upper one, got [%1, %2]</source>
        <translation>下界必须小于上界，实际为 [%1, %2]</translation>
    </message>
    <message>
        <source>a logarithmic axis needs a positive lower bound, got %1</source>
        <translation>对数坐标轴需要正的下界，实际为 %1</translation>
    </message>
    <message numerus="yes">
        <source>the regular expression is longer than %n character(s)</source>
        <translation>
            <numerusform>正则表达式超过 %n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>a &quot;(&quot; without its &quot;)&quot;</source>
        <translation>“(” 缺少对应的 “)”</translation>
    </message>
    <message>
        <source>a &quot;[&quot; without its &quot;]&quot;</source>
        <translation>“[” 缺少对应的 “]”</translation>
    </message>
    <message>
        <source>a &quot;)&quot; without its &quot;(&quot;</source>
        <translation>“)” 缺少对应的 “(”</translation>
    </message>
    <message>
        <source>a repeat (*, +, ?, {n}) with nothing before it to repeat</source>
        <translation>重复符（*、+、?、{n}）前面没有可重复的内容</translation>
    </message>
    <message>
        <source>{n,m} with m smaller than n</source>
        <translation>{n,m} 中 m 小于 n</translation>
    </message>
    <message>
        <source>a repeat count above 1000</source>
        <translation>重复次数超过 1000</translation>
    </message>
    <message>
        <source>a range whose end comes before its start, such as z-a</source>
        <translation>范围的终点在起点之前，例如 z-a</translation>
    </message>
    <message>
        <source>back-references (\1…) are not supported</source>
        <translation>不支持反向引用（\1…）</translation>
    </message>
    <message>
        <source>look-arounds and named groups ((?=, (?!, (?&lt;) are not supported</source>
        <translation>不支持环视和命名组（(?=、(?!、(?&lt;）</translation>
    </message>
    <message>
        <source>an escape this filter does not know</source>
        <translation>此筛选不认识的转义</translation>
    </message>
    <message>
        <source>a &quot;\&quot; at the end</source>
        <translation>末尾的 “\”</translation>
    </message>
    <message>
        <source>groups nested more than 64 deep</source>
        <translation>分组嵌套超过 64 层</translation>
    </message>
    <message>
        <source>the pattern is too complex (its repeats write out too many steps)</source>
        <translation>模式过于复杂（其重复展开后步骤过多）</translation>
    </message>
    <message>
        <source>the regular expression %1 is not valid at character %2: %3</source>
        <translation>正则表达式 %1 在第 %2 个字符处无效：%3</translation>
    </message>
    <message>
        <source>expected [name, number], as the Empirical Roofline Toolkit writes it, got %1</source>
        <translation>应为 [名称, 数值]（Empirical Roofline Toolkit 的写法），实际为 %1</translation>
    </message>
    <message>
        <source>no measurements (ERT writes one [name, value] pair per %1 here; did its run finish?)</source>
        <translation>没有测量值（ERT 在此处为每个%1写一对 [名称, 数值]；它的运行完成了吗？）</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>level</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>not a whole gzip file (%1)</source>
        <translation>不是完整的 gzip 文件（%1）</translation>
    </message>
    <message>
        <source>&quot;Input Dims&quot; lists %1 arguments and &quot;Input type&quot; %2: they must describe the same arguments</source>
        <translation>“Input Dims”列出 %1 个参数，而“Input type”列出 %2 个：两者必须描述相同的参数</translation>
    </message>
    <message>
        <source>%1 was recorded without its input shapes: profile with record_shapes=True</source>
        <translation>%1 记录时没有输入形状：请用 record_shapes=True 进行分析</translation>
    </message>
    <message>
        <source>the trace has no GPU kernels (only %1 CPU ops): profile with ProfilerActivity.CUDA as well</source>
        <translation>该追踪中没有 GPU 内核（只有 %1 个 CPU 算子）：请同时用 ProfilerActivity.CUDA 进行分析</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 has no %2 peak; it has %3</source>
        <translation>%1 没有 %2 峰值；它有 %3</translation>
    </message>
    <message>
        <source>%1 has no chip-to-chip link for a %2</source>
        <translation>%1 没有可供%2使用的芯片间链路</translation>
    </message>
    <message>
        <source>a %1 has no batch dimension to sweep</source>
        <translation>%1 没有可扫描的批大小维度</translation>
    </message>
    <message>
        <source>%1 on %2: FLOPs/s at B = %3 is not a finite number (the shape is too large)</source>
        <translation>%1 在 %2 上：B = %3 时的 FLOPs/s 不是有限数（形状太大）</translation>
    </message>
    <message>
        <source>expected B, D, F, T or S (the slider it follows), got %1</source>
        <translation>应为 B、D、F、T 或 S（它跟随的滑块），实际为 %1</translation>
    </message>
    <message>
        <source>must be one of %1, got %2</source>
        <translation>必须是 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>T must be at most S (the new tokens are among the keys), got T=%1 and S=%2</source>
        <translation>T 不能大于 S（新 token 也在键之中），实际 T=%1，S=%2</translation>
    </message>
    <message>
        <source>N must be a multiple of K (each key/value head serves N/K query heads), got N=%1 and K=%2</source>
        <translation>N 必须是 K 的整数倍（每个键/值头服务 N/K 个查询头），实际 N=%1，K=%2</translation>
    </message>
    <message>
        <source>only links have a count; a memory level has none</source>
        <translation>只有链路有数量（count）；存储层级没有</translation>
    </message>
    <message>
        <source>%1 is a memory level; a collective needs a chip-to-chip link (%2 has %3)</source>
        <translation>%1 是存储层级；集合通信需要芯片间链路（%2 有 %3）</translation>
    </message>
    <message>
        <source>links=%1, but %2 has %3 such links</source>
        <translation>links=%1，但 %2 只有 %3 条这样的链路</translation>
    </message>
    <message>
        <source>cannot be written: the folder %1 is read-only or belongs to someone else (%2); the old file is unchanged</source>
        <translation>无法写入：文件夹 %1 为只读或属于其他用户（%2）；原文件未改动</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full (%1); the old file is unchanged</source>
        <translation>无法写入：磁盘已满（%1）；原文件未改动</translation>
    </message>
    <message>
        <source>cannot be written: the folder %1 does not exist, or vanished during the save (%2)</source>
        <translation>无法写入：文件夹 %1 不存在，或在保存过程中消失了（%2）</translation>
    </message>
    <message>
        <source>tp=%1 must divide %2 (%3): each chip holds an equal share</source>
        <translation>tp=%1 必须整除 %2（%3）：每个芯片持有相同的一份</translation>
    </message>
    <message>
        <source>there is no head_dim, and hidden_size %1 is not a multiple of num_attention_heads %2</source>
        <translation>没有 head_dim，且 hidden_size %1 不是 num_attention_heads %2 的整数倍</translation>
    </message>
    <message>
        <source>neither a model file (it has no d_model) nor a Hugging Face config.json (it has no hidden_size, model_type or architectures)</source>
        <translation>既不是模型文件（没有 d_model），也不是 Hugging Face 的 config.json（没有 hidden_size、model_type 或 architectures）</translation>
    </message>
    <message>
        <source>only links have a latency (one hop of a collective); a memory level has none</source>
        <translation>只有链路有延迟（集合通信的一跳）；存储层级没有</translation>
    </message>
    <message>
        <source>the model type %1 is not one Roofline Studio reads (it reads %2: transformers with a gated MLP, dense or with experts)</source>
        <translation>Roofline Studio 不读取模型类型 %1（它读取 %2：带门控 MLP 的 Transformer，稠密或混合专家）</translation>
    </message>
    <message>
        <source>is a key of a mixture of experts, which needs n_experts, got %1 without it</source>
        <translation>是混合专家模型的键，需要 n_experts，但得到 %1 而没有 n_experts</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>一个字符设备</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>一个块设备</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>一个 FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <source>something other than a file</source>
        <translation>不是文件的东西</translation>
    </message>
    <message>
        <source>%1 is not a number in either form (1,234,567.8 or 1.234.567,8: one mark between groups of three digits, the other before the decimals)</source>
        <translation>%1 不是任何一种格式的数字（1,234,567.8 或 1.234.567,8：一种符号用于每三位数字之间，另一种用于小数之前）</translation>
    </message>
    <message>
        <source>is %1, not a regular file; Roofline Studio reads and writes only regular files</source>
        <translation>是%1，不是普通文件；Roofline Studio 只读写普通文件</translation>
    </message>
    <message>
        <source>a loop of symbolic links (each leads to another, never to a file)</source>
        <translation>符号链接形成了循环（每个链接都指向另一个链接，始终到不了文件）</translation>
    </message>
    <message>
        <source>is %1, an input: writing it would destroy it</source>
        <translation>是输入文件 %1：写入它会将其毁掉</translation>
    </message>
    <message>
        <source>is also the file %1 writes: one output would overwrite the other</source>
        <translation>也是 %1 要写入的文件：一个输出会覆盖另一个</translation>
    </message>
    <message>
        <source>%1 could be %2 or %3, and no other number in the file says whether its decimal mark is a point or a comma; export it again with decimal points and no thousands separators (LC_ALL=C)</source>
        <translation>%1 可能是 %2，也可能是 %3，文件中也没有其他数字能说明小数点是点还是逗号；请用小数点且不带千位分隔符重新导出（LC_ALL=C）</translation>
    </message>
    <message>
        <source>%1 does not write numbers as %2 (line:column %3) does: the file mixes two ways of writing numbers; export it again in one locale (LC_ALL=C)</source>
        <translation>%1 的数字写法与 %2（行:列 %3）不同：文件混用了两种数字写法；请用同一种区域设置重新导出（LC_ALL=C）</translation>
    </message>
    <message>
        <source>a count of instructions or operations must be whole, got %1 = %2; if &quot;.&quot; separates thousands in this file, export it again with LC_ALL=C</source>
        <translation>指令或运算的计数必须是整数，实际为 %1 = %2；如果此文件用“.”分隔千位，请用 LC_ALL=C 重新导出</translation>
    </message>
    <message>
        <source>numbers read with a decimal comma and &quot;.&quot; between thousands, as %1 shows</source>
        <translation>数字按小数逗号、千位之间用“.”读取，依据是 %1</translation>
    </message>
    <message>
        <source>%1 Nsight Compute runs one after another (their tables start at lines %2); each run&apos;s launches are kernels of their own, though their IDs start again at 0</source>
        <translation>%1 次 Nsight Compute 运行前后相接（其表格分别从第 %2 行开始）；每次运行的启动都是各自独立的内核，尽管其 ID 又从 0 开始</translation>
    </message>
    <message>
        <source>line %1 follows an Nsight Compute table and is part of none (a program&apos;s output?): not read</source>
        <translation>第 %1 行位于 Nsight Compute 表格之后，不属于任何表格（是程序的输出？）：未读取</translation>
    </message>
    <message>
        <source>lines %1–%2 follow an Nsight Compute table and are part of none (a program&apos;s output?): not read</source>
        <translation>第 %1–%2 行位于 Nsight Compute 表格之后，不属于任何表格（是程序的输出？）：未读取</translation>
    </message>
    <message>
        <source>experts that skip layers are not modelled (only dense layers first, then experts in every layer), got %1</source>
        <translation>未建模跳层的专家（只支持先是稠密层，然后每层都有专家），得到 %1</translation>
    </message>
    <message>
        <source>%1 of the trace&apos;s %2 of kernel time (%3 %) ran in ops the app does not model, and is not on the chart: %4</source>
        <translation>追踪的 %2 内核时间中有 %1（%3 %）运行在本应用不建模的算子中，未画在图上：%4</translation>
    </message>
    <message>
        <source>%1 is counted as unmodelled: %2</source>
        <translation>%1 计为未建模：%2</translation>
    </message>
    <message>
        <source>%1 run(s) of modelled ops launched no GPU kernel in the trace and are left out</source>
        <translation>%1 次可建模算子的运行在追踪中没有启动 GPU 内核，已略去</translation>
    </message>
    <message>
        <source>attention was recorded without &quot;Concrete Inputs&quot;: is_causal is taken as False, PyTorch&apos;s default</source>
        <translation>注意力记录时没有 &quot;Concrete Inputs&quot;：is_causal 按 PyTorch 的默认值 False 处理</translation>
    </message>
    <message>
        <source>%1 of memory copies and sets (gpu_memcpy, gpu_memset) are not kernels and are not counted</source>
        <translation>%1 的内存复制与填充（gpu_memcpy、gpu_memset）不是内核，未计入</translation>
    </message>
    <message>
        <source>%1 %2 runs one after another (they start at lines %3); each run&apos;s kernels are kernels of their own, never added to another run&apos;s</source>
        <translation>%1 次 %2 运行前后相接（分别从第 %3 行开始）；每次运行的内核都是各自独立的内核，绝不与其他运行的相加</translation>
    </message>
    <message>
        <source>%1 kernels (%2) could have been launched by any of the processes %3, which share their ids (External id, correlation): counted as unmodelled time, in no op</source>
        <translation>%1 个内核（%2）可能由进程 %3 中的任一个启动，这些进程共用其 ID（External id、correlation）：计为未建模时间，不归入任何算子</translation>
    </message>
    <message>
        <source>a name of %1 bytes, longer than the %2 a kernel&apos;s name may have: fields run together, or not a profile</source>
        <translation>名称长 %1 字节，超过内核名称允许的 %2 字节：字段连在了一起，或不是性能分析文件</translation>
    </message>
    <message>
        <source>%1 of kernel time ran on the trace&apos;s other GPUs (%2) and is left out: GPU %3 is read, the one with the most kernel time</source>
        <translation>%1 的内核时间运行在追踪的其他 GPU（%2）上，已略去：读取的是 GPU %3，即内核时间最多的那个</translation>
    </message>
    <message>
        <source>%1 of kernel time ran on the trace&apos;s other GPUs (%2) and is left out: GPU %3 is read, the one asked for</source>
        <translation>%1 的内核时间运行在追踪的其他 GPU（%2）上，已略去：读取的是 GPU %3，即所选的那个</translation>
    </message>
    <message>
        <source>%1 stores weights with block scales; it computes in %2, which is the format to give</source>
        <translation>%1 以分块缩放存储权重；其计算格式为 %2，应填写该格式</translation>
    </message>
    <message>
        <source>a sliding window W (the positions before each query) needs causal=1</source>
        <translation>滑动窗口 W（每个查询之前的位置）需要 causal=1</translation>
    </message>
    <message>
        <source>is a key of multi-head latent attention, which needs kv_lora_rank, got %1 without it</source>
        <translation>这是多头潜在注意力的键，需要 kv_lora_rank，但得到 %1 而没有它</translation>
    </message>
    <message>
        <source>in latent attention this must be %1 (the decompressed heads of prefill), got %2</source>
        <translation>在潜在注意力中此值必须为 %1（预填充时解压的头），实际为 %2</translation>
    </message>
    <message>
        <source>%1 are not modelled yet (%2), so this model cannot be priced</source>
        <translation>%1 尚未建模（%2），因此无法估算该模型</translation>
    </message>
    <message>
        <source>only links have a domain (how many chips a link joins directly); a memory level has none</source>
        <translation>只有链路才有域（该链路直接连接的芯片数）；内存层级没有</translation>
    </message>
    <message>
        <source>no link of %1 reaches %2 chips, alone or with another link (%3)</source>
        <translation>%1 没有任何链路（单独或与另一条链路一起）能覆盖 %2 个芯片（%3）</translation>
    </message>
    <message>
        <source>E must be a multiple of ep (the experts are split evenly, E/ep on each chip), got E=%1 and ep=%2</source>
        <translation>E 必须是 ep 的倍数（专家平均分配，每个芯片 E/ep 个），实际 E=%1、ep=%2</translation>
    </message>
    <message>
        <source>ep=%1: the model has no routed experts to split (expert parallelism needs a mixture of experts)</source>
        <translation>ep=%1：该模型没有可拆分的路由专家（专家并行需要混合专家模型）</translation>
    </message>
    <message>
        <source>ep=%1 with tp=%2: expert parallelism beside tensor parallelism is not modelled yet (ep runs with tp 1)</source>
        <translation>ep=%1 且 tp=%2：专家并行与张量并行同时使用尚未建模（ep 需在 tp 1 下运行）</translation>
    </message>
    <message>
        <source>%1 of the trace&apos;s %2 of kernel time (%3 %) moved data in ops that do no FLOPs: costed by their bytes, they are not on the chart: %4</source>
        <translation>追踪的 %2 内核时间中有 %1（%3 %）用于不做 FLOPs 的算子搬运数据：按字节计入成本，未画在图上：%4</translation>
    </message>
</context>
<context>
    <name>roofline::ui::EvaluationText</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，在 &lt;b&gt;%2&lt;/b&gt; 上</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes (%1)</source>
        <translation>字节（%1）</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>强度</translation>
    </message>
    <message>
        <source>%1 FLOPs/byte</source>
        <translation>%1 FLOPs/字节</translation>
    </message>
    <message>
        <source>critical intensity</source>
        <translation>临界算术强度</translation>
    </message>
    <message>
        <source>peak (%1)</source>
        <translation>峰值（%1）</translation>
    </message>
    <message>
        <source> FLOPs/s</source>
        <translation> FLOPs/s</translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation>%1 带宽</translation>
    </message>
    <message>
        <source>T_math</source>
        <translation>T_math</translation>
    </message>
    <message>
        <source>T_comms</source>
        <translation>T_comms</translation>
    </message>
    <message>
        <source>T_lower = max</source>
        <translation>T_lower = max</translation>
    </message>
    <message>
        <source>T_upper = sum</source>
        <translation>T_upper = 和</translation>
    </message>
    <message>
        <source>attainable</source>
        <translation>可达到</translation>
    </message>
    <message>
        <source>stays compute-bound while %1 %2 %3</source>
        <translation>当 %1 %2 %3 时保持计算受限</translation>
    </message>
    <message>
        <source>compute-bound once %1 %2 %3</source>
        <translation>当 %1 %2 %3 时变为计算受限</translation>
    </message>
    <message>
        <source>compute-bound for any %1</source>
        <translation>任意 %1 下都计算受限</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>no %1 alone makes it compute-bound</source>
        <translation>仅改变 %1 无法使其计算受限</translation>
    </message>
    <message>
        <source>its intensity %1 is above the critical %2, so more bandwidth would not help</source>
        <translation>其强度 %1 高于临界值 %2，因此更多带宽也无济于事</translation>
    </message>
    <message>
        <source>it needs an intensity above %1 FLOPs/byte (has %2)</source>
        <translation>它需要高于 %1 FLOPs/字节的强度（目前为 %2）</translation>
    </message>
    <message>
        <source>Above its roof: check the peak or the byte count</source>
        <translation>高于其屋顶：请检查峰值或字节数</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (measured) on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（实测），在 &lt;b&gt;%2&lt;/b&gt; 上</translation>
    </message>
    <message>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>achieved</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>roof = min(peak, bandwidth × intensity)</source>
        <translation>屋顶 = min(峰值, 带宽 × 强度)</translation>
    </message>
    <message>
        <source>of the roof</source>
        <translation>占屋顶</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>needs %1 of %2 %3</source>
        <translation>需要 %1，%3 只有 %2</translation>
    </message>
    <message>
        <source>footprint</source>
        <translation>内存占用</translation>
    </message>
    <message>
        <source>compute-bound at any B</source>
        <translation>任意 B 下都计算受限</translation>
    </message>
    <message>
        <source>memory-bound at any B</source>
        <translation>任意 B 下都内存受限</translation>
    </message>
    <message>
        <source>%1: intensity ≈ N/K = %2 in decode</source>
        <translation>%1：解码时算术强度 ≈ N/K = %2</translation>
    </message>
    <message>
        <source>%1: intensity ≈ %2 in decode, however long S</source>
        <translation>%1：解码时无论 S 多长，算术强度都约为 %2</translation>
    </message>
    <message>
        <source>%1: intensity %2 in prefill grows with T = S, not with B</source>
        <translation>%1：预填充时算术强度 %2 随 T = S 增长，而不随 B 增长</translation>
    </message>
    <message>
        <source>%1: intensity %2 depends on T and S, not on B</source>
        <translation>%1：算术强度 %2 取决于 T 和 S，与 B 无关</translation>
    </message>
    <message>
        <source>other (%1 groups, %2 % of the time)</source>
        <translation>其他（%1 组，占时间的 %2 %）</translation>
    </message>
    <message>
        <source>The groups with less time than the %1 drawn, as one point: %2 kernels, their totals, against the first memory level</source>
        <translation>用时少于已绘制的 %1 组的各组合为一点：共 %2 个内核，取其总和，按第一级内存计算</translation>
    </message>
    <message numerus="yes">
        <source>its %1 token(s) touch E_act = %2 of the %3 experts (%4 per token), whose weights it reads</source>
        <translation>
            <numerusform>它的 %1 个 token 触及 %3 个专家中的 E_act = %2 个（每个 token %4 个），并读取这些专家的权重</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the precision of the op it is linked to</source>
        <translation>%1，即所链接算子的精度</translation>
    </message>
    <message>
        <source>%1, its precision</source>
        <translation>%1，即其精度</translation>
    </message>
    <message>
        <source>%1, the chip&apos;s highest: the chip has no %2 peak</source>
        <translation>%1，芯片最高：芯片没有 %2 峰值</translation>
    </message>
    <message>
        <source>%1, the chip&apos;s highest: its kernels ran in different precisions</source>
        <translation>%1，芯片最高：其内核以不同精度运行</translation>
    </message>
    <message>
        <source>%1, the chip&apos;s highest: its precision is not known</source>
        <translation>%1，芯片最高：其精度未知</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ExportActions</name>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the roofline chart, the batch-size chart or both as PNG, SVG, PDF or CSV</source>
        <translation>将屋顶线图、批量大小图或两者保存为 PNG、SVG、PDF 或 CSV</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>Put the chart on the clipboard as a PNG image, as the last export drew it</source>
        <translation>将图表以 PNG 图像放到剪贴板，样式与上次导出相同</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 未写入：%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>The chart was not copied: %1</source>
        <translation>图表未复制：%1</translation>
    </message>
    <message>
        <source>Copied the chart as a %1 × %2 PNG image</source>
        <translation>已将图表复制为 %1 × %2 的 PNG 图像</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>项目文件</translation>
    </message>
    <message>
        <source>the file of the chip %1</source>
        <translation>芯片 %1 的文件</translation>
    </message>
    <message>
        <source>the file of the model %1</source>
        <translation>模型 %1 的文件</translation>
    </message>
    <message>
        <source>the measurements compared with</source>
        <translation>用于对比的测量文件</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ExportDialog</name>
    <message>
        <source>&amp;Transparent background</source>
        <translation>透明背景(&amp;T)</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Roofline chart</source>
        <translation>屋顶线图</translation>
    </message>
    <message>
        <source>Batch-size chart</source>
        <translation>批量大小图</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>两者并排</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG drawing (vector, text stays text)</source>
        <translation>SVG 矢量图（文字保持为文字）</translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation>PDF 文档（矢量）</translation>
    </message>
    <message>
        <source>CSV of the plotted data</source>
        <translation>所绘数据的 CSV</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>How large text and lines are drawn: at × 2 a 3840 × 2160 image looks like a 1920 × 1080 one with twice the pixels</source>
        <translation>文字和线条绘制得多大：× 2 时，3840 × 2160 的图像看起来像像素翻倍的 1920 × 1080 图像</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Slide (large type, thick lines)</source>
        <translation>幻灯片（大字号、粗线条）</translation>
    </message>
    <message>
        <source>Dark slide (large type, thick lines, dark background)</source>
        <translation>深色幻灯片（大字号、粗线条、深色背景）</translation>
    </message>
    <message>
        <source>Above the charts; empty for none</source>
        <translation>位于图表上方；留空则不显示</translation>
    </message>
    <message>
        <source>Below the title</source>
        <translation>位于标题下方</translation>
    </message>
    <message>
        <source>Below the charts, e.g. the source of the numbers</source>
        <translation>位于图表下方，例如数字的来源</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>图表(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>标题(&amp;I)：</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>副标题(&amp;U)：</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>说明(&amp;A)：</translation>
    </message>
    <message>
        <source>Filled in from what the slide shows (the chips, the op, B; the chip files&apos; sources) until you change it; empty for none</source>
        <translation>在您修改之前，按幻灯片所示内容自动填写（芯片、运算、B；芯片文件的来源）；留空则不显示</translation>
    </message>
    <message>
        <source>Latency against throughput (Model panel)</source>
        <translation>延迟与吞吐量（模型面板）</translation>
    </message>
    <message>
        <source>Predicted against measured (calibration)</source>
        <translation>预测与实测（校准）</translation>
    </message>
    <message>
        <source>The measured step on other chips (calibration)</source>
        <translation>实测的一步在其他芯片上（校准）</translation>
    </message>
</context>
<context>
    <name>roofline::ui::GuideDialog</name>
    <message>
        <source>The Roofline Model</source>
        <translation>屋顶线模型</translation>
    </message>
    <message>
        <source>How to read the charts, with the chapter&apos;s formulas</source>
        <translation>如何阅读图表，附本章的公式</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>关闭指南</translation>
    </message>
</context>
<context>
    <name>roofline::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>The language of the app; it changes at once</source>
        <translation>应用的语言；立即生效</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>系统（%1）</translation>
    </message>
    <message>
        <source>Follow the language of the desktop</source>
        <translation>跟随桌面的语言</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MainWindow</name>
    <message>
        <source>Untitled[*] — Roofline Studio</source>
        <translation>未命名[*] — Roofline Studio</translation>
    </message>
    <message>
        <source>The cursor&apos;s position on the chart under it</source>
        <translation>光标在其下方图表上的位置</translation>
    </message>
    <message>
        <source>Skipped a saved chip: %1</source>
        <translation>已跳过一个保存的芯片：%1</translation>
    </message>
    <message>
        <source>The project names chips that are not in the library: %1</source>
        <translation>项目中有芯片不在芯片库中：%1</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>芯片</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>The chip library</source>
        <translation>芯片库</translation>
    </message>
    <message>
        <source>The B, D and F sliders and what the roofline shows</source>
        <translation>B、D、F 滑块以及屋顶线图显示的内容</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&amp;Add Op…</source>
        <translation>添加操作(&amp;A)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate Op</source>
        <translation>复制操作(&amp;U)</translation>
    </message>
    <message>
        <source>New &amp;Chip…</source>
        <translation>新建芯片(&amp;C)…</translation>
    </message>
    <message>
        <source>Create a chip of your own from a form; it is saved and joins the library</source>
        <translation>通过表单创建你自己的芯片；它会被保存并加入芯片库</translation>
    </message>
    <message>
        <source>&amp;Find Chip</source>
        <translation>查找芯片(&amp;F)</translation>
    </message>
    <message>
        <source>Jump to the chip search field</source>
        <translation>跳到芯片搜索框</translation>
    </message>
    <message>
        <source>&amp;Reset Chart Views</source>
        <translation>重置图表视图(&amp;R)</translation>
    </message>
    <message>
        <source>Fit both charts to their data again (double-clicking a chart does it for that chart)</source>
        <translation>让两个图表重新适配数据（双击某个图表只重置该图表）</translation>
    </message>
    <message>
        <source>Restore &amp;Default Layout</source>
        <translation>恢复默认布局(&amp;D)</translation>
    </message>
    <message>
        <source>Put every panel back where it was when the app started</source>
        <translation>把每个面板放回应用启动时的位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Roofline Studio</source>
        <translation>关于 Roofline Studio(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>测量数据</translation>
    </message>
    <message>
        <source>The &amp;Roofline Model</source>
        <translation>屋顶线模型(&amp;R)</translation>
    </message>
    <message>
        <source>How to read the charts, with the chapter&apos;s formulas and worked numbers</source>
        <translation>如何阅读图表，附本章的公式与算例</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Stopped: %1. Nothing was changed.</source>
        <translation>已停止：%1。没有任何改动。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&lt;p&gt;On a chart: the wheel zooms about the cursor, a drag pans, a Shift-drag zooms to a box and a double-click resets the view. In a table, F2 renames the selected row and a double-click edits it. Alt and a field&apos;s underlined letter moves to it (the B, D and F sliders); on a slider, Page Up and Page Down double and halve its value.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在图表上：滚轮以光标为中心缩放，拖动平移，Shift+拖动按框缩放，双击重置视图。在表格中，F2 重命名所选行，双击编辑该行。按 Alt 加字段带下划线的字母可跳到该字段（B、D、F 滑块）；在滑块上，Page Up 和 Page Down 将其值加倍和减半。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>⚠ Autosave failed</source>
        <translation>⚠ 自动保存失败</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>&amp;Measurements</source>
        <translation>测量数据(&amp;M)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MeasuredTableModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>every chip</source>
        <translation>所有芯片</translation>
    </message>
    <message>
        <source>not on a shown chip</source>
        <translation>不在已显示的芯片上</translation>
    </message>
    <message>
        <source>%1 FLOPs and %2 bytes in %3</source>
        <translation>%3 内完成 %1 FLOPs、%2 字节</translation>
    </message>
    <message>
        <source>intensity %1 FLOPs/byte, achieved %2 FLOPs/s</source>
        <translation>强度 %1 FLOPs/字节，实测 %2 FLOPs/s</translation>
    </message>
    <message>
        <source>Above its roof on %1: check the peak or the byte count</source>
        <translation>在 %1 上高于其屋顶：请检查峰值或字节数</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>强度</translation>
    </message>
    <message>
        <source>Achieved FLOPs/s</source>
        <translation>实测 FLOPs/s</translation>
    </message>
    <message>
        <source>Of roof</source>
        <translation>占屋顶</translation>
    </message>
    <message>
        <source>The chip it was measured on; &quot;every chip&quot; places it under each shown chip</source>
        <translation>测量所用的芯片；“所有芯片”表示放在每个已显示的芯片下</translation>
    </message>
    <message>
        <source>FLOPs / bytes</source>
        <translation>FLOPs / 字节</translation>
    </message>
    <message>
        <source>FLOPs / seconds</source>
        <translation>FLOPs / 秒</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Linked to %1: on %2 it reaches %3 % of the roofline&apos;s prediction (%4 predicted, %5 measured per kernel)</source>
        <translation>关联到 %1：在 %2 上达到屋顶线预测的 %3 %（预测 %4，每个内核实测 %5）</translation>
    </message>
    <message>
        <source>%1 of the profile&apos;s time</source>
        <translation>占性能剖析时间的 %1</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Of time</source>
        <translation>占时间</translation>
    </message>
    <message>
        <source>Kernels of this name on this chip, drawn as one point at their total FLOPs, bytes and time</source>
        <translation>此芯片上此名称的内核，以其 FLOPs、字节和时间的总和画成一个点</translation>
    </message>
    <message>
        <source>Share of the profile&apos;s time: of every kernel measured on the same chip</source>
        <translation>占性能剖析时间的比例：相对于同一芯片上实测的全部内核</translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) of this name, %1 of the profile&apos;s time</source>
        <translation>
            <numerusform>此名称的 %Ln 个内核，占性能剖析时间的 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>only before</source>
        <translation>仅在之前</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Time per kernel before over time per kernel after: above 1 it got faster</source>
        <translation>之前每个内核的时间除以之后每个内核的时间：大于 1 表示变快了</translation>
    </message>
    <message>
        <source>%1 (mean of %2)</source>
        <translation>%1（%2 个的平均）</translation>
    </message>
    <message>
        <source>%1: roof %2 FLOPs/s over %3 (peak: %4) — %5 of it</source>
        <translation>%1：经 %3 的屋顶 %2 FLOPs/s（峰值：%4）——达到其 %5</translation>
    </message>
    <message>
        <source>Mean before</source>
        <translation>之前平均</translation>
    </message>
    <message>
        <source>Mean after</source>
        <translation>之后平均</translation>
    </message>
    <message>
        <source>Mean time per kernel of this group in this run (its time over its kernels)</source>
        <translation>本次运行中该组每个内核的平均时间（总时间除以内核数）</translation>
    </message>
    <message>
        <source>Mean time per kernel of this group in the run it is compared with</source>
        <translation>在对比的运行中该组每个内核的平均时间</translation>
    </message>
    <message>
        <source>Achieved FLOPs/s as a share of the roof at its intensity: min(the peak of the precision it ran in, bandwidth × intensity). &quot;≥&quot;: the file does not say its precision, so its roof is the chip&apos;s highest peak and its share may be higher. Above 100 % the numbers cannot all be right</source>
        <translation>实测 FLOPs/s 占其强度处屋顶的比例：min(其运行精度的峰值, 带宽 × 强度)。“≥”：文件未说明其精度，因此屋顶取芯片最高峰值，实际比例可能更高。超过 100 % 说明这些数字不可能都对</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MeasurementsPanel</name>
    <message>
        <source>Kernels a profiler measured, drawn on the roofline at their achieved FLOPs/s</source>
        <translation>性能分析器测得的内核，按实测 FLOPs/s 画在屋顶线图上</translation>
    </message>
    <message>
        <source>&amp;Import Measurements…</source>
        <translation>导入测量数据(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected measured kernels (Ctrl+Z brings them back)</source>
        <translation>删除选中的测得内核（Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>清空(&amp;C)</translation>
    </message>
    <message>
        <source>Import measured kernels</source>
        <translation>导入测得的内核</translation>
    </message>
    <message>
        <source>%1 was not imported.</source>
        <translation>%1 未导入。</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>导入测量数据</translation>
    </message>
    <message>
        <source>Shown only with their chip: %1.</source>
        <translation>仅与其芯片一起显示：%1。</translation>
    </message>
    <message>
        <source>Delete measured kernel %1</source>
        <translation>删除测得的内核 %1</translation>
    </message>
    <message>
        <source>Clear measured kernels</source>
        <translation>清空测得的内核</translation>
    </message>
    <message>
        <source>Add measured kernels from a CSV with the columns &lt;code&gt;%1&lt;/code&gt;, or from an Nsight Compute export (&lt;code&gt;%2&lt;/code&gt;)</source>
        <translation>从含 &lt;code&gt;%1&lt;/code&gt; 列的 CSV，或从 Nsight Compute 导出（&lt;code&gt;%2&lt;/code&gt;）添加测得的内核</translation>
    </message>
    <message>
        <source>Import &amp;Empirical Roofline…</source>
        <translation>导入经验屋顶线(&amp;E)…</translation>
    </message>
    <message>
        <source>Measured ceilings for a chip: the &lt;code&gt;%1&lt;/code&gt; the Empirical Roofline Toolkit writes (its peak FLOPs/s and each level&apos;s bandwidth)</source>
        <translation>芯片的实测天花板：Empirical Roofline Toolkit 写出的 &lt;code&gt;%1&lt;/code&gt;（其峰值 FLOPs/s 和各层级的带宽）</translation>
    </message>
    <message>
        <source>Delete every measured kernel and empirical roofline (Ctrl+Z brings them back)</source>
        <translation>删除所有实测内核和经验屋顶线（Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>按名称筛选</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>Group by name</source>
        <translation>按名称分组</translation>
    </message>
    <message>
        <source>Label top</source>
        <translation>标注前</translation>
    </message>
    <message>
        <source>How many of the points that take the most time are labelled on the chart</source>
        <translation>在图上为耗时最多的多少个点加标签</translation>
    </message>
    <message>
        <source>Min. time</source>
        <translation>最少时间</translation>
    </message>
    <message>
        <source>Hide points that take less than this share of their profile&apos;s time</source>
        <translation>隐藏占其性能剖析时间少于此比例的点</translation>
    </message>
    <message>
        <source>measured ceilings: %1</source>
        <translation>实测天花板：%1</translation>
    </message>
    <message>
        <source>Filter measured kernels</source>
        <translation>筛选实测内核</translation>
    </message>
    <message>
        <source>Label the top measured kernels</source>
        <translation>标注耗时最多的实测内核</translation>
    </message>
    <message>
        <source>Hide measured kernels by time</source>
        <translation>按时间隐藏实测内核</translation>
    </message>
    <message>
        <source>Group measured kernels</source>
        <translation>分组实测内核</translation>
    </message>
    <message>
        <source>Import an empirical roofline</source>
        <translation>导入经验屋顶线</translation>
    </message>
    <message>
        <source>ERT roofline (roofline.json *.json);;All files (*)</source>
        <translation>ERT 屋顶线 (roofline.json *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The chip ERT measured:</source>
        <translation>ERT 测量的芯片：</translation>
    </message>
    <message>
        <source>Import measured ceilings for %1</source>
        <translation>为 %1 导入实测天花板</translation>
    </message>
    <message>
        <source>Measured ceilings for %1 imported from %2.</source>
        <translation>已从 %2 导入 %1 的实测天花板。</translation>
    </message>
    <message>
        <source>Link %1 to an op</source>
        <translation>将 %1 关联到操作</translation>
    </message>
    <message>
        <source>Unlink %1</source>
        <translation>取消 %1 的关联</translation>
    </message>
    <message>
        <source>Link to op</source>
        <translation>关联到操作</translation>
    </message>
    <message>
        <source>Unlink</source>
        <translation>取消关联</translation>
    </message>
    <message>
        <source>Show only the kernels whose name contains this text, or matches it as a regular expression; the filter applies to the chart and to exports too</source>
        <translation>只显示名称包含此文本（或匹配此正则表达式）的内核；筛选也作用于图表和导出</translation>
    </message>
    <message>
        <source>Read the filter as a regular expression (%1); without it, names that contain the text are kept. Case is ignored</source>
        <translation>将筛选作为正则表达式（%1）；不勾选时保留包含该文本的名称。不区分大小写</translation>
    </message>
    <message numerus="yes">
        <source>One point per kernel name and chip, at the kernels&apos; total FLOPs, bytes and time (on by default above %Ln kernel(s))</source>
        <translation>
            <numerusform>每个内核名称和芯片画一个点，位于这些内核的 FLOPs、字节和时间总和处（超过 %Ln 个内核时默认开启）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln 组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) shown</source>
        <translation>
            <numerusform>显示 %Ln 个内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln filtered out</source>
        <translation>
            <numerusform>筛掉 %Ln 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %Ln measured kernel(s) from %1</source>
        <translation>
            <numerusform>从 %1 导入 %Ln 个测得的内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln measured kernel(s) from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %Ln 个测得的内核。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) left out (no FLOPs, bytes or time to place them).</source>
        <translation>
            <numerusform>有 %Ln 个内核被略去（没有可用于放置的 FLOPs、字节数或时间）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln measured kernel(s)</source>
        <translation>
            <numerusform>删除 %Ln 个测得的内核</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>正在导入 %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>……另有 %Ln 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurements (*.csv *.txt *.json *.json.gz);;All files (*)</source>
        <translation>测量文件 (*.csv *.txt *.json *.json.gz);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Link %Ln measured group(s) to the op of their shape</source>
        <translation>
            <numerusform>将 %Ln 个测量组链接到形状相同的算子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s) linked to the op of their shape.</source>
        <translation>
            <numerusform>%Ln 个组已链接到形状相同的算子。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the trace&apos;s kernel time is in ops the app cannot model.</source>
        <translation>追踪中 %1 % 的内核时间属于本应用无法建模的算子。</translation>
    </message>
    <message>
        <source>Compare &amp;With Measurements…</source>
        <translation>与测量结果对比(&amp;W)…</translation>
    </message>
    <message>
        <source>The same workload measured again, after a change: each group is drawn with an arrow from before to after, labelled with its speed-up</source>
        <translation>同一工作负载在改动后再次测量：每个分组画一个从之前指向之后的箭头，并标注其加速比</translation>
    </message>
    <message>
        <source>compared with %1: %2 in both, %3 only before, %4 only after</source>
        <translation>与 %1 对比：%2 个两边都有，%3 个仅在之前，%4 个仅在之后</translation>
    </message>
    <message>
        <source>Compare with measurements</source>
        <translation>与测量结果对比</translation>
    </message>
    <message>
        <source>%1 was not compared.</source>
        <translation>未对比 %1。</translation>
    </message>
    <message>
        <source>There are no measured kernels to compare it with: import them first.</source>
        <translation>没有可与之对比的测量内核：请先导入。</translation>
    </message>
    <message>
        <source>It has no measured kernels.</source>
        <translation>其中没有测量内核。</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>与 %1 对比</translation>
    </message>
    <message>
        <source>Compared with %1: %2 group(s) in both.</source>
        <translation>已与 %1 对比：%2 个分组两边都有。</translation>
    </message>
    <message>
        <source>the chart draws the %1 with the most time and the other %2 as one point &quot;other&quot;</source>
        <translation>图表绘制用时最多的 %1 组，其余 %2 组合为一点“其他”</translation>
    </message>
    <message>
        <source>(the chart draws %1 of its %2 levels)</source>
        <translation>（图表绘制其 %2 个层级中的 %1 个）</translation>
    </message>
    <message>
        <source>a kernels CSV</source>
        <translation>内核 CSV</translation>
    </message>
    <message>
        <source>an Nsight Compute CSV</source>
        <translation>Nsight Compute CSV</translation>
    </message>
    <message>
        <source>a PyTorch profiler trace</source>
        <translation>PyTorch 性能分析跟踪</translation>
    </message>
    <message>
        <source>a rocprofv3 counter CSV</source>
        <translation>rocprofv3 计数器 CSV</translation>
    </message>
    <message>
        <source>an XProf roofline table</source>
        <translation>XProf 屋顶线表</translation>
    </message>
    <message>
        <source>The measured kernels were read from %1 and %2 is %3: each names its groups its own way, so the same work is seldom found in both.</source>
        <translation>测量内核读取自%1，而 %2 是%3：两者各以自己的方式命名分组，因此同样的工作很少在两边都被找到。</translation>
    </message>
    <message>
        <source>The measured kernels and %1 share no group (no kernel name on the same chip in both): nothing is compared.</source>
        <translation>测量内核与 %1 没有共同的分组（两边没有同一芯片上的同名内核）：没有可对比的内容。</translation>
    </message>
    <message>
        <source>%1 → %2 of the imported kernels&apos; time</source>
        <translation>导入内核的时间：%1 → %2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelBatchChart</name>
    <message>
        <source>batch size B (sequences)</source>
        <translation>批量大小 B（序列数）</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>compute-bound above B = %1</source>
        <translation>B &gt; %1 时计算受限</translation>
    </message>
    <message>
        <source>%1 (does not fit at any B)</source>
        <translation>%1（任何 B 都放不下）</translation>
    </message>
    <message>
        <source>fits up to B = %1</source>
        <translation>B ≤ %1 时放得下</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelBreakdownChart</name>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>微秒</translation>
    </message>
    <message>
        <source>ns</source>
        <translation>纳秒</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>%1 ×%2 · %3</source>
        <translation>%1 ×%2 · %3</translation>
    </message>
    <message>
        <source>math</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory traffic</source>
        <translation>内存流量</translation>
    </message>
    <message>
        <source>network traffic</source>
        <translation>网络流量</translation>
    </message>
    <message>
        <source>time per step (%1)</source>
        <translation>每步时间（%1）</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelMemoryBar</name>
    <message>
        <source>weights %1 + KV cache %2 = %3</source>
        <translation>权重 %1 + KV 缓存 %2 = %3</translation>
    </message>
    <message>
        <source>%1 (the chip states no capacity)</source>
        <translation>%1（芯片未给出容量）</translation>
    </message>
    <message>
        <source>%1 of %2 %3: does not fit</source>
        <translation>%1 / %2 %3：放不下</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 / %2 %3</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelPanel</name>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Export the models&apos; steps</source>
        <translation>导出模型的步</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Add &amp;Model…</source>
        <translation>添加模型(&amp;M)…</translation>
    </message>
    <message>
        <source>Put a transformer&apos;s layer ops on the roofline and its step in the Model panel</source>
        <translation>把 Transformer 一层的操作画到屋顶线上，把它的一步放进“模型”面板</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Take the model out of the project</source>
        <translation>从项目中移除该模型</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Every model&apos;s ops and step totals on every chip shown, as CSV</source>
        <translation>所有模型在每个显示芯片上的操作和每步合计，导出为 CSV</translation>
    </message>
    <message>
        <source>The model the panel shows</source>
        <translation>面板显示的模型</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>Prefill and decode side by side</source>
        <translation>预填充与解码并排</translation>
    </message>
    <message>
        <source>No model yet: Add Model… puts one here.</source>
        <translation>还没有模型：用“添加模型…”放一个到这里。</translation>
    </message>
    <message>
        <source>Add Model… puts a transformer&apos;s layer ops on the roofline and its step time, tokens/s and memory here.</source>
        <translation>“添加模型…”会把 Transformer 一层的操作画到屋顶线上，并在这里显示每步时间、tokens/s 和内存。</translation>
    </message>
    <message>
        <source>%1 (not found)</source>
        <translation>%1（未找到）</translation>
    </message>
    <message>
        <source>Tensor parallelism on %1: the chips a layer is split over</source>
        <translation>%1 上的张量并行：一层切分到的芯片数</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Show %1 in prefill and decode</source>
        <translation>显示 %1 的预填充和解码</translation>
    </message>
    <message>
        <source>Show %1 in %2</source>
        <translation>显示 %1 的%2</translation>
    </message>
    <message>
        <source>Set tp of %1 on %2 = %3</source>
        <translation>设置 %1 在 %2 上的 tp = %3</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>links </source>
        <translation>链路 </translation>
    </message>
    <message>
        <source>every link</source>
        <translation>全部链路</translation>
    </message>
    <message>
        <source>How many of %1&apos;s links each all-reduce uses at once</source>
        <translation>每次 all-reduce 同时使用 %1 的几条链路</translation>
    </message>
    <message>
        <source>both ways</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>one way</source>
        <translation>单向</translation>
    </message>
    <message>
        <source>The all-reduces&apos; ring: both ways at once (as serving runs) or one way (the chapter&apos;s case)</source>
        <translation>all-reduce 的环：同时双向（推理服务的做法）或单向（本章的情形）</translation>
    </message>
    <message>
        <source>no chip-to-chip link: tp 1 only</source>
        <translation>没有芯片间链路：只能 tp 1</translation>
    </message>
    <message>
        <source>all-reduces over %1 × %2, %3</source>
        <translation>all-reduce 经 %1 × %2，%3</translation>
    </message>
    <message>
        <source>%1 a hop</source>
        <translation>每跳 %1</translation>
    </message>
    <message>
        <source>Set the all-reduces of %1 on %2</source>
        <translation>设置 %1 在 %2 上的 all-reduce</translation>
    </message>
    <message>
        <source>Chart…</source>
        <translation>图表…</translation>
    </message>
    <message>
        <source>Export latency against throughput as PNG, SVG, PDF or CSV</source>
        <translation>将延迟与吞吐量导出为 PNG、SVG、PDF 或 CSV</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>Tokens/s against B</source>
        <translation>tokens/s 随 B 变化</translation>
    </message>
    <message>
        <source>Latency against throughput</source>
        <translation>延迟与吞吐量</translation>
    </message>
    <message>
        <source>no link of %1 joins %2 chips, alone or with another</source>
        <translation>%1 没有任何链路（单独或与另一条一起）能连接 %2 个芯片</translation>
    </message>
    <message>
        <source>all-reduces over %1 × %2 inside each %3 chips, then %4 × %5 across %6 of them, %7</source>
        <translation>all-reduce 先在每 %3 个芯片内经 %1 × %2，再经 %4 × %5 跨越 %6 组，%7</translation>
    </message>
    <message>
        <source>Expert parallelism on %1: the chips the routed experts are split over, E/ep on each; attention runs data-parallel, with tp 1</source>
        <translation>%1 上的专家并行：路由专家切分到的芯片数，每个芯片 E/ep 个；注意力按数据并行运行，tp 为 1</translation>
    </message>
    <message>
        <source>Set ep of %1 on %2 = %3</source>
        <translation>设置 %1 在 %2 上的 ep = %3</translation>
    </message>
    <message>
        <source>all-to-alls over %1 × %2 inside each %3 chips, then %4 × %5 across %6 of them, %7</source>
        <translation>all-to-all 先在每 %3 个芯片内经 %1 × %2，再经 %4 × %5 跨越 %6 组，%7</translation>
    </message>
    <message>
        <source>all-to-alls over %1 × %2, %3</source>
        <translation>all-to-all 经 %1 × %2，%3</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelParetoChart</name>
    <message>
        <source>tokens/s per sequence</source>
        <translation>每序列 tokens/s</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>每芯片 tokens/s</translation>
    </message>
    <message>
        <source>No point: the model&apos;s decode step does not run on the chips shown</source>
        <translation>没有点：模型的解码步骤无法在所显示的芯片上运行</translation>
    </message>
    <message>
        <source>tp %1</source>
        <translation>tp %1</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>前沿</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>tp and B as set</source>
        <translation>当前设置的 tp 和 B</translation>
    </message>
    <message>
        <source>%1 tokens/s per sequence · %2 tokens/s per chip</source>
        <translation>每序列 %1 tokens/s · 每芯片 %2 tokens/s</translation>
    </message>
    <message>
        <source>&lt;br&gt;does not fit in the chip&apos;s memory</source>
        <translation>&lt;br&gt;芯片内存放不下</translation>
    </message>
    <message>
        <source>&lt;br&gt;on the frontier: no fitting point is faster for both</source>
        <translation>&lt;br&gt;在前沿上：没有放得下的点在两项上都更快</translation>
    </message>
    <message>
        <source>ep %1</source>
        <translation>ep %1</translation>
    </message>
    <message>
        <source>%1 ⇢ %2</source>
        <comment>a layout whose collectives leave the domain: tp 16 ⇢ NIC</comment>
        <translation>%1 ⇢ %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a curve&apos;s footnote: chip, its layout (tp 8, ep 32)</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2, B = %3&lt;br&gt;%4 tokens/s per sequence, %5 tokens/s per chip</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，%2，B = %3&lt;br&gt;每序列 %4 tokens/s，每芯片 %5 tokens/s</translation>
    </message>
    <message>
        <source>&lt;br&gt;its collectives cross %1 inside a domain, then %2 across domains</source>
        <translation>&lt;br&gt;其集合通信先在域内经 %1，再经 %2 跨域</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelStepView</name>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>step %1 · %2 tokens/s</source>
        <translation>每步 %1 · %2 tokens/s</translation>
    </message>
    <message>
        <source>compute-bound at any B</source>
        <translation>任何 B 都计算受限</translation>
    </message>
    <message>
        <source>never compute-bound, whatever B (at this S)</source>
        <translation>无论 B 多大都不会计算受限（在此 S 下）</translation>
    </message>
    <message>
        <source>compute-bound above B = %1</source>
        <translation>B &gt; %1 时计算受限</translation>
    </message>
    <message>
        <source>compute-bound below B = %1</source>
        <translation>B &lt; %1 时计算受限</translation>
    </message>
    <message>
        <source>%1 · tp %2</source>
        <translation>%1 · tp %2</translation>
    </message>
    <message>
        <source>E_act %1 of %2 experts</source>
        <translation>E_act：%2 个专家中的 %1 个</translation>
    </message>
    <message>
        <source>%1 · ep %2</source>
        <translation>%1 · ep %2</translation>
    </message>
    <message numerus="yes">
        <source>from the project&apos;s measurements, %n group(s)</source>
        <translation>
            <numerusform>根据项目的测量数据，%n 个组</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1, %n group(s)</source>
        <translation>
            <numerusform>根据 %1，%n 个组</numerusform>
        </translation>
    </message>
    <message>
        <source>calibrated: step %1 · %2 tokens/s (%3)</source>
        <translation>校准后：每步 %1 · %2 tokens/s（%3）</translation>
    </message>
</context>
<context>
    <name>roofline::ui::NumberSpinBox</name>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <source>%1 is less than %2</source>
        <translation>%1 小于 %2</translation>
    </message>
    <message>
        <source>%1 is more than %2</source>
        <translation>%1 大于 %2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::OpEditorDialog</name>
    <message>
        <source>Sweep</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>What the op computes; the form below asks for its parameters</source>
        <translation>该操作计算什么；下方表单会询问它的参数</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>The memory level or link the op&apos;s bytes cross; empty: the first memory level (or the first link for ops between chips)</source>
        <translation>操作的字节经过的内存层级或链路；留空：第一个内存层级（芯片间操作则为第一条链路）</translation>
    </message>
    <message>
        <source>Bytes &amp;over:</source>
        <translation>字节经过(&amp;O)：</translation>
    </message>
    <message>
        <source>Shown next to the marker and in the legend; empty: a description of the op</source>
        <translation>显示在标记旁和图例中；留空：使用操作的描述</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>The op on each shown chip at the sliders&apos; current values</source>
        <translation>在滑块当前值下，该操作在每个已显示芯片上的结果</translation>
    </message>
    <message>
        <source>a number such as 4096 or 1e8</source>
        <translation>一个数字，例如 4096 或 1e8</translation>
    </message>
    <message>
        <source>swept along the x axis</source>
        <translation>沿 x 轴变化</translation>
    </message>
    <message>
        <source>own value</source>
        <translation>自身的值</translation>
    </message>
    <message>
        <source>follows %1</source>
        <translation>跟随 %1</translation>
    </message>
    <message>
        <source>default (the wider of x and w)</source>
        <translation>默认（x 与 w 中较宽者）</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number</source>
        <translation>%1：“%2”不是数字</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: intensity %2 (critical %3) · %4 FLOPs/s · %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：强度 %2（临界 %3）· %4 FLOPs/s · %5</translation>
    </message>
    <message>
        <source>Give %1 its own value, or let it follow a slider: B, D, F, or the sequence pair T, S</source>
        <translation>给 %1 设定自己的值，或让它跟随滑块：B、D、F 或序列对 T、S</translation>
    </message>
    <message>
        <source>default (the wider of x and kv)</source>
        <translation>默认（x 与 kv 中较宽者）</translation>
    </message>
</context>
<context>
    <name>roofline::ui::OpListPanel</name>
    <message>
        <source>The batch-size chart&apos;s curves: double-click to edit, F2 to rename</source>
        <translation>批量大小图的曲线：双击编辑，F2 重命名</translation>
    </message>
    <message>
        <source>The ops on the roofline: double-click to edit, F2 to rename</source>
        <translation>屋顶线图上的操作：双击编辑，F2 重命名</translation>
    </message>
    <message>
        <source>&amp;Add sweep…</source>
        <translation>添加曲线(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Add op…</source>
        <translation>添加操作(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a curve to the batch-size chart (a matmul by default)</source>
        <translation>向批量大小图添加一条曲线（默认是矩阵乘法）</translation>
    </message>
    <message>
        <source>Add an op to the roofline (a matmul by default; the arrow lists every kind)</source>
        <translation>向屋顶线图添加一个操作（默认是矩阵乘法；箭头列出所有类型）</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>Copy the selected row below it</source>
        <translation>在选中行下方复制一份</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Change the selected row&apos;s kind, parameters, dtypes, link and label</source>
        <translation>修改选中行的类型、参数、数据类型、链路和标签</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected row (Ctrl+Z brings it back)</source>
        <translation>删除选中的行（Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation>将选中的行上移</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>下移(&amp;W)</translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation>将选中的行下移</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
    <message>
        <source>Duplicate “%1”</source>
        <translation>复制“%1”</translation>
    </message>
    <message>
        <source>Edit “%1”</source>
        <translation>编辑“%1”</translation>
    </message>
    <message>
        <source>Delete “%1”</source>
        <translation>删除“%1”</translation>
    </message>
    <message>
        <source>Move op</source>
        <translation>移动操作</translation>
    </message>
    <message>
        <source>Add sweep “%1”</source>
        <translation>添加曲线“%1”</translation>
    </message>
    <message>
        <source>Add op “%1”</source>
        <translation>添加操作“%1”</translation>
    </message>
</context>
<context>
    <name>roofline::ui::OpTableModel</name>
    <message>
        <source> (follows the %1 slider)</source>
        <translation>（跟随 %1 滑块）</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>bytes over %1</source>
        <translation>字节经过 %1</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>重命名为“%1”</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>强度</translation>
    </message>
    <message>
        <source>Shown next to the marker; double-click to rename</source>
        <translation>显示在标记旁；双击重命名</translation>
    </message>
    <message>
        <source>The op kind and its parameters at the sliders&apos; values</source>
        <translation>操作类型及其在滑块当前值下的参数</translation>
    </message>
    <message>
        <source>Parameters that follow the B, D or F slider</source>
        <translation>跟随 B、D 或 F 滑块的参数</translation>
    </message>
    <message>
        <source>FLOPs at the sliders&apos; values (per chip for sharded ops)</source>
        <translation>滑块当前值下的 FLOPs（分片操作按每芯片计）</translation>
    </message>
    <message>
        <source>Bytes moved over the op&apos;s memory level or link</source>
        <translation>经操作的内存层级或链路传输的字节数</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs ÷ bytes</source>
        <translation>算术强度：FLOPs ÷ 字节</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ParametersPanel</name>
    <message>
        <source>Batch size B: every op parameter that follows B moves with it, and so does the marker on the batch-size chart</source>
        <translation>批量大小 B：所有跟随 B 的操作参数随之变化，批量大小图上的标记也一样</translation>
    </message>
    <message>
        <source>D: the contracting dimension of the ops that follow it</source>
        <translation>D：跟随它的操作的收缩维度</translation>
    </message>
    <message>
        <source>F: the output features of the ops that follow it</source>
        <translation>F：跟随它的操作的输出特征</translation>
    </message>
    <message>
        <source> (logarithmic; Page Up/Down doubles or halves)</source>
        <translation>（对数刻度；Page Up/Down 加倍或减半）</translation>
    </message>
    <message>
        <source>Every precision</source>
        <translation>所有精度</translation>
    </message>
    <message>
        <source>The compute ceiling drawn for each chip: one precision, or every precision it has</source>
        <translation>为每个芯片绘制的算力天花板：一种精度，或它拥有的所有精度</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Achievable ceilings</source>
        <translation>可实现的天花板(&amp;A)</translation>
    </message>
    <message>
        <source>Also draw each chip&apos;s achievable peak, dashed: about 80–85 % of the nominal peak for GPUs, 95 % for TPUs</source>
        <translation>同时以虚线绘制每个芯片可实现的峰值：GPU 约为标称峰值的 80–85 %，TPU 约为 95 %</translation>
    </message>
    <message>
        <source>Show %1 ceilings</source>
        <translation>显示 %1 天花板</translation>
    </message>
    <message>
        <source>every precision&apos;s</source>
        <translation>所有精度的</translation>
    </message>
    <message>
        <source>Show achievable ceilings</source>
        <translation>显示可实现的天花板</translation>
    </message>
    <message>
        <source>Hide achievable ceilings</source>
        <translation>隐藏可实现的天花板</translation>
    </message>
    <message>
        <source>T: the new (query) tokens per sequence of the attention ops that follow it; 1 is a decode step, T = S is prefill</source>
        <translation>T：跟随它的注意力操作每个序列的新（查询）token 数；1 为解码一步，T = S 为预填充</translation>
    </message>
    <message>
        <source>S: the keys and values per sequence (the context length) of the attention ops that follow it</source>
        <translation>S：跟随它的注意力操作每个序列的键和值数（上下文长度）</translation>
    </message>
    <message>
        <source>The sequence sliders T and S, for attention ops</source>
        <translation>序列滑块 T 和 S，用于注意力操作</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>Sequence: %1</source>
        <translation>序列：%1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ParityChart</name>
    <message>
        <source>measured time per run (s)</source>
        <translation>每次运行的实测时间（秒）</translation>
    </message>
    <message>
        <source>measured (s)</source>
        <translation>实测（秒）</translation>
    </message>
    <message>
        <source>predicted time per run (s)</source>
        <translation>每次运行的预测时间（秒）</translation>
    </message>
    <message>
        <source>predicted (s)</source>
        <translation>预测（秒）</translation>
    </message>
    <message>
        <source>No calibration: Measurements → Calibrate, or export --calibration FILE</source>
        <translation>没有校准：“测量数据” → “根据测量结果校准芯片”，或 export --calibration 文件</translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n group(s)</source>
        <translation>
            <numerusform>%1，根据 %n 个组校准</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n group(s) of %2</source>
        <translation>
            <numerusform>%1，根据 %2 中的 %n 个组校准</numerusform>
        </translation>
    </message>
    <message>
        <source>nominal: error %1</source>
        <translation>标称：误差 %1</translation>
    </message>
    <message>
        <source>nominal %1</source>
        <translation>标称 %1</translation>
    </message>
    <message>
        <source>calibrated: error %1, leave one out %2</source>
        <translation>校准后：误差 %1，留一法 %2</translation>
    </message>
    <message>
        <source>calibrated %1, held out %2</source>
        <translation>校准 %1，留出 %2</translation>
    </message>
    <message>
        <source>time-weighted error %1</source>
        <translation>按时间加权误差 %1</translation>
    </message>
    <message>
        <source>weighted %1</source>
        <translation>加权 %1</translation>
    </message>
    <message>
        <source>y = x</source>
        <translation>y = x</translation>
    </message>
    <message>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
    </message>
    <message>
        <source>measured %1 · predicted %2 · %3× </source>
        <translation>实测 %1 · 预测 %2 · %3× </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3-bound)&lt;br&gt;measured %4 a run, %5 % of the time&lt;br&gt;nominal %6, calibrated %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2，%3受限）&lt;br&gt;每次运行实测 %4，占时间的 %5 %&lt;br&gt;标称 %6，校准后 %7</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>%1: predicted against measured time</source>
        <translation>%1：预测时间与实测时间</translation>
    </message>
    <message numerus="yes">
        <source>%n measured group(s), nominal roofline (hollow) and calibrated (filled)</source>
        <translation>
            <numerusform>%n 个测量组，标称屋顶线（空心）与校准后（实心）</numerusform>
        </translation>
    </message>
    <message>
        <source>error: nominal %1, calibrated %2, leave one out %3</source>
        <translation>误差：标称 %1，校准后 %2，留一法 %3</translation>
    </message>
    <message>
        <source>Calibrated from the project&apos;s measurements; %1</source>
        <translation>根据项目的测量数据校准；%1</translation>
    </message>
    <message>
        <source>Calibration: %1; %2</source>
        <translation>校准：%1；%2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::PlotWidget</name>
    <message>
        <source>Drag to pan · wheel to zoom · Shift-drag to zoom to a box · double-click to reset the view · click a legend entry to hide or show it</source>
        <translation>拖动平移 · 滚轮缩放 · Shift+拖动框选缩放 · 双击重置视图 · 点击图例条目可隐藏或显示</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectFileActions</name>
    <message>
        <source>Roofline Studio projects (*.roofline.json);;JSON files (*.json);;All files (*)</source>
        <translation>Roofline Studio 项目 (*.roofline.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a *.roofline.json project file</source>
        <translation>打开 *.roofline.json 项目文件</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save the chips, ops, sweeps, sliders and views to the project file</source>
        <translation>将芯片、操作、曲线、滑块和视图保存到项目文件</translation>
    </message>
    <message>
        <source>Save Project &amp;As…</source>
        <translation>项目另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the project to a new file</source>
        <translation>将项目保存到新文件</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — Roofline Studio</source>
        <translation>%1[*] — Roofline Studio</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清空菜单(&amp;C)</translation>
    </message>
    <message>
        <source>Project not opened</source>
        <translation>项目未打开</translation>
    </message>
    <message>
        <source>%1

Nothing was changed.</source>
        <translation>%1

没有做任何更改。</translation>
    </message>
    <message>
        <source>The project names chips that are not in the library: %1</source>
        <translation>项目中有芯片不在芯片库中：%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Project not saved</source>
        <translation>项目未保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>untitled.roofline.json</source>
        <translation>未命名.roofline.json</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The project has changes that are not saved. Save them first?</source>
        <translation>项目有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>恢复失败</translation>
    </message>
    <message>
        <source>%1

The recovery file is kept.</source>
        <translation>%1

恢复文件已保留。</translation>
    </message>
    <message>
        <source>Restored the unsaved project from %1</source>
        <translation>已从 %1 恢复未保存的项目</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>一个未命名项目</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <source>Roofline Studio did not close properly. Unsaved changes to %1 were autosaved at %2.

Restore them?</source>
        <translation>Roofline Studio 未正常关闭。对 %1 的未保存更改已于 %2 自动保存。

要恢复吗？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message numerus="yes">
        <source>%n more recovery file(s) are kept for later.</source>
        <translation>
            <numerusform>另有 %n 个恢复文件保留待用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start again from the chapter&apos;s project: TPU v5e and H100 SXM, its ops and sweeps</source>
        <translation>从本章的项目重新开始：TPU v5e 和 H100 SXM，以及本章的操作和曲线</translation>
    </message>
    <message>
        <source>You may not write in that folder. Save the project somewhere else with Save As…</source>
        <translation>您无权写入该文件夹。请用“项目另存为…”将项目保存到别处。</translation>
    </message>
    <message>
        <source>Free some space on the disk and save again, or save the project on another disk with Save As…</source>
        <translation>请释放一些磁盘空间后再保存，或用“项目另存为…”保存到另一块磁盘。</translation>
    </message>
    <message>
        <source>The folder was moved, deleted or unmounted. Save the project somewhere else with Save As…</source>
        <translation>该文件夹已被移动、删除或卸载。请用“项目另存为…”将项目保存到别处。</translation>
    </message>
    <message>
        <source>A folder has that name. Choose a file name with Save As…</source>
        <translation>已有同名文件夹。请用“项目另存为…”选择一个文件名。</translation>
    </message>
    <message>
        <source>Try again, or save the project somewhere else with Save As…</source>
        <translation>请重试，或用“项目另存为…”将项目保存到别处。</translation>
    </message>
    <message>
        <source>%1 (read-only)[*] — Roofline Studio</source>
        <translation>%1（只读）[*] — Roofline Studio</translation>
    </message>
    <message>
        <source>Opened %1 read-only: it is open in another Roofline Studio</source>
        <translation>已以只读方式打开 %1：它已在另一个 Roofline Studio 中打开</translation>
    </message>
    <message>
        <source>Project open elsewhere</source>
        <translation>项目已在别处打开</translation>
    </message>
    <message>
        <source>%1 is open in another Roofline Studio (process %2 on %3).</source>
        <translation>%1 已在另一个 Roofline Studio 中打开（%3 上的进程 %2）。</translation>
    </message>
    <message>
        <source>%1 is open in another Roofline Studio.</source>
        <translation>%1 已在另一个 Roofline Studio 中打开。</translation>
    </message>
    <message>
        <source>Open it read-only to look and try changes without touching the file: Save then asks for a new name. Open it anyway only if the other window&apos;s work may be lost: whichever saves last wins.</source>
        <translation>以只读方式打开，可以查看和尝试修改而不改动该文件：保存时会要求输入新文件名。只有在可以丢失另一个窗口的工作时才选择仍然打开：最后保存的一方为准。</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>以只读方式打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Anyway</source>
        <translation>仍然打开(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1 is open in another Roofline Studio. Replace it anyway?</source>
        <translation>%1 已在另一个 Roofline Studio 中打开。仍要替换它吗？</translation>
    </message>
    <message>
        <source>The other window&apos;s next save would replace this one in turn.</source>
        <translation>另一个窗口下次保存时又会覆盖这次保存的内容。</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>Your changes are still here, unsaved.</source>
        <translation>您的更改仍在这里，尚未保存。</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Autosaved work cannot be restored</source>
        <translation>无法恢复自动保存的工作</translation>
    </message>
    <message>
        <source>Roofline Studio did not close properly, and the work it autosaved cannot be read:

%1</source>
        <translation>Roofline Studio 上次未正常关闭，而且它自动保存的工作无法读取：

%1</translation>
    </message>
    <message>
        <source>Keep the file to look at it in a text editor (it is renamed to %1 and not offered again), or delete it.</source>
        <translation>保留该文件以便用文本编辑器查看（它会被重命名为 %1，不再提示），或者删除它。</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Delete It</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Could not rename %1</source>
        <translation>无法重命名 %1</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>正在打开 %1</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>正在保存 %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectionChart</name>
    <message>
        <source>%1 measured</source>
        <translation>实测 %1</translation>
    </message>
    <message>
        <source>%1 · %2× measured</source>
        <translation>%1 · 实测的 %2×</translation>
    </message>
    <message>
        <source>step time (%1)</source>
        <translation>每步时间（%1）</translation>
    </message>
    <message>
        <source>No projection: calibrate the chip the kernels ran on, then choose chips to project onto</source>
        <translation>无投影：请先校准运行这些内核的芯片，再选择要投影到的芯片</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1（实测）</translation>
    </message>
    <message>
        <source>not modelled, carried over as measured</source>
        <translation>未建模，按实测值计入</translation>
    </message>
    <message>
        <source>The step measured on %1, on other chips</source>
        <translation>在 %1 上实测的一步，在其他芯片上</translation>
    </message>
    <message>
        <source>Each group at its calibrated roofline time on each chip, stacked by class</source>
        <translation>每个组取其在各芯片上校准后的屋顶线时间，按类别堆叠</translation>
    </message>
    <message>
        <source>Calibrated from the project&apos;s measurements; time no group models carried over as measured</source>
        <translation>根据项目的测量数据校准；没有任何组建模的时间按实测值计入</translation>
    </message>
    <message>
        <source>Calibration: %1; time no group models carried over as measured</source>
        <translation>校准：%1；没有任何组建模的时间按实测值计入</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) compute-bound, %1 bandwidth-bound</source>
        <translation>
            <numerusform>%n 个组受算力限制，%1 个受带宽限制</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 %2</source>
        <translation>&lt;br&gt;%1：%2</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 not modelled, carried over as measured</source>
        <translation>&lt;br&gt;%1 未建模，按实测值计入</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectionDialog</name>
    <message>
        <source>Project onto Other Chips</source>
        <translation>投影到其他芯片</translation>
    </message>
    <message>
        <source>Price a chip with its own calibration when the project holds one</source>
        <translation>项目中有某芯片自己的校准时，用它来估算该芯片</translation>
    </message>
    <message>
        <source>The chips to project the measured step onto</source>
        <translation>要将实测的一步投影到的芯片</translation>
    </message>
    <message>
        <source>Measured on %1</source>
        <translation>在 %1 上实测</translation>
    </message>
    <message>
        <source>No chip is calibrated: calibrate the chip the kernels ran on (Measurements → Calibrate a Chip from the Measurements), then choose the chips to project its step onto.</source>
        <translation>尚无已校准的芯片：请先校准运行这些内核的芯片（“测量数据” → “根据测量结果校准芯片”），再选择要将其一步投影到的芯片。</translation>
    </message>
    <message numerus="yes">
        <source>The step measured on %1 (%n group(s) of the project&apos;s measurements)</source>
        <translation>
            <numerusform>在 %1 上实测的一步（项目测量数据中的 %n 个组）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The step measured on %1 (%n group(s) of %2)</source>
        <translation>
            <numerusform>在 %1 上实测的一步（%2 中的 %n 个组）</numerusform>
        </translation>
    </message>
    <message>
        <source>, each group on each chip at max(F / (peak · e_compute), Y / (bandwidth · e_bandwidth)).</source>
        <translation>，每个组在每个芯片上按 max(F / (peak · e_compute), Y / (bandwidth · e_bandwidth)) 计算。</translation>
    </message>
    <message>
        <source>%1 the profile spent in ops no group models is carried over to every chip as measured.</source>
        <translation>性能剖析在没有任何组建模的算子中花费的 %1 按实测值计入每个芯片。</translation>
    </message>
    <message>
        <source>No unmodelled time is known for this calibration: the bars hold the modelled groups only.</source>
        <translation>此校准没有已知的未建模时间：柱形只包含已建模的组。</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) it cannot place were carried over as measured.</source>
        <translation>
            <numerusform>有 %n 个组无法放置在该芯片上，已按实测值计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3), with %4&apos;s efficiencies (measured on another chip).</source>
        <translation>%1：%2（%3），使用 %4 的效率（在另一芯片上测得）。</translation>
    </message>
    <message>
        <source>%1: %2 (%3), with its own calibration&apos;s efficiencies.</source>
        <translation>%1：%2（%3），使用其自身校准的效率。</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RooflineChart</name>
    <message>
        <source>Bandwidth-bound
at every level</source>
        <translation>在每一级
都带宽受限</translation>
    </message>
    <message>
        <source>Bound by the
slower levels
only</source>
        <translation>仅受较慢
层级限制</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 ridge&lt;br&gt;critical intensity %3 FLOPs/byte&lt;br&gt;= %4 %5 FLOPs/s ÷ %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 脊点&lt;br&gt;临界算术强度 %3 FLOPs/字节&lt;br&gt;= %4 %5 FLOPs/s ÷ %6</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOPs/byte)</source>
        <translation>算术强度（FLOPs/字节）</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s</source>
        <translation>可达到的 FLOPs/s</translation>
    </message>
    <message>
        <source>No chip is shown: check one in the Chips panel.</source>
        <translation>未显示任何芯片：请在“芯片”面板中勾选一个。</translation>
    </message>
    <message>
        <source>%1 achievable %2</source>
        <translation>%1 可实现 %2</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <source>chip-to-chip link</source>
        <translation>芯片间链路</translation>
    </message>
    <message>
        <source>achievable peak</source>
        <translation>可实现峰值</translation>
    </message>
    <message>
        <source>intensity %1 FLOPs/byte · %2 FLOPs/s</source>
        <translation>强度 %1 FLOPs/字节 · %2 FLOPs/s</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n op(s) cannot be placed (Details says why)</source>
        <translation>
            <numerusform>%1：%n 个操作中有 %2 个无法放置（原因见“详情”）</numerusform>
        </translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>above its roof: wrong peak or byte count?</source>
        <translation>高于其屋顶：峰值或字节数有误？</translation>
    </message>
    <message>
        <source>VPU</source>
        <translation>VPU</translation>
    </message>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <source>vector</source>
        <translation>向量</translation>
    </message>
    <message>
        <source>vector units (dot, elementwise)</source>
        <translation>向量单元（点积、逐元素）</translation>
    </message>
    <message>
        <source>hollow: does not fit in memory</source>
        <translation>空心：内存放不下</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>a link and how many of them one slope is for</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n link(s) at once, each way</source>
        <translation>
            <numerusform>&lt;br&gt;同时使用 %n 条链路（每个方向）</numerusform>
        </translation>
    </message>
    <message>
        <source>measured (ERT)</source>
        <translation>实测 (ERT)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln measured kernel(s) cannot be placed (Measurements says why)</source>
        <translation>
            <numerusform>%1：有 %Ln 个测得的内核无法放置（原因见“测量数据”）</numerusform>
        </translation>
    </message>
    <message>
        <source>Intensity (FLOPs/byte)</source>
        <translation>强度（FLOPs/字节）</translation>
    </message>
    <message>
        <source>FLOPs/byte</source>
        <translation>FLOPs/字节</translation>
    </message>
    <message>
        <source>FLOPs/s</source>
        <translation>FLOPs/s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a chip and its numbers</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, ridge %2</source>
        <comment>a chip&apos;s peak FLOPs/s and its critical intensity</comment>
        <translation>%1，脊点 %2</translation>
    </message>
    <message numerus="yes">
        <source>+%n more op(s) (the Ops panel lists them)</source>
        <translation>
            <numerusform>另有 %n 个操作（见“操作”面板）</numerusform>
        </translation>
    </message>
    <message>
        <source>vector units</source>
        <translation>向量单元</translation>
    </message>
    <message>
        <source>before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>after (its speed-up)</source>
        <translation>之后（其加速比）</translation>
    </message>
    <message>
        <source>only before</source>
        <translation>仅在之前</translation>
    </message>
    <message>
        <source>only after</source>
        <translation>仅在之后</translation>
    </message>
    <message>
        <source>other: %1 groups with the least time, as one point</source>
        <translation>其他：用时最少的 %1 组，合为一点</translation>
    </message>
    <message>
        <source>%1, inner tier</source>
        <comment>a two-tier collective&apos;s link inside each domain</comment>
        <translation>%1，内层</translation>
    </message>
    <message>
        <source>a two-tier collective&apos;s inner link</source>
        <translation>两层集合通信的内层链路</translation>
    </message>
    <message>
        <source>%1: %2, inner tier</source>
        <comment>a chip: its two-tier collective&apos;s link inside each domain</comment>
        <translation>%1：%2，内层</translation>
    </message>
    <message>
        <source>achieved (calibrated)</source>
        <translation>已达到（校准）</translation>
    </message>
    <message>
        <source>achieved</source>
        <translation>已达到</translation>
    </message>
    <message>
        <source>above its roof?</source>
        <translation>高于其屋顶？</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RooflineMeasuredLayer</name>
    <message>
        <source>share of the time:</source>
        <translation>时间占比：</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>实测 %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 achieved %2</source>
        <comment>a calibrated class&apos;s ceiling: matmul achieved 62 %</comment>
        <translation>%1 已达到 %2</translation>
    </message>
    <message>
        <source>%1 %2 achieved %3</source>
        <comment>a calibrated class&apos;s slope: vector HBM achieved 85 %</comment>
        <translation>%1 %2 已达到 %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a footnote: chip, what its line is</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RooflineModelLayer</name>
    <message>
        <source>prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>%1 · %2 · tp %3</source>
        <translation>%1 · %2 · tp %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 × %3 per step, %4 of the step (%5)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2 每步 × %3，占这一步的 %4（%5）</translation>
    </message>
    <message>
        <source>%1 · %2 · ep %3</source>
        <translation>%1 · %2 · ep %3</translation>
    </message>
</context>
<context>
    <name>roofline::ui::SweepsPanel</name>
    <message>
        <source>The smallest batch size drawn</source>
        <translation>绘制的最小批量大小</translation>
    </message>
    <message>
        <source>The largest batch size drawn (the chapter&apos;s figure: 1 to 511)</source>
        <translation>绘制的最大批量大小（本章的图：1 到 511）</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>&amp;B from:</source>
        <translation>&amp;B 从：</translation>
    </message>
    <message>
        <source>log B</source>
        <translation>对数 B</translation>
    </message>
    <message>
        <source>A logarithmic batch-size axis (points spread evenly in log B)</source>
        <translation>对数批量大小轴（点在 log B 上均匀分布）</translation>
    </message>
    <message>
        <source>log FLOPs/s</source>
        <translation>对数 FLOPs/s</translation>
    </message>
    <message>
        <source>A logarithmic FLOPs/s axis</source>
        <translation>对数 FLOPs/s 轴</translation>
    </message>
    <message>
        <source>Axes:</source>
        <translation>坐标轴：</translation>
    </message>
    <message>
        <source>One chart per chip</source>
        <translation>每个芯片一张图</translation>
    </message>
    <message>
        <source>Overlaid</source>
        <translation>叠加</translation>
    </message>
    <message>
        <source>Draw each chip on its own chart (each like the chapter&apos;s figure) or all on one</source>
        <translation>每个芯片画在各自的图上（都像本章的图），或全部画在一张图上</translation>
    </message>
    <message>
        <source>same FLOPs/s scale</source>
        <translation>相同 FLOPs/s 刻度</translation>
    </message>
    <message>
        <source>Give the charts of every chip one FLOPs/s scale, so heights compare</source>
        <translation>让所有芯片的图使用同一 FLOPs/s 刻度，以便比较高度</translation>
    </message>
    <message>
        <source>&amp;Chips:</source>
        <translation>芯片(&amp;C)：</translation>
    </message>
    <message>
        <source>Set the batch range</source>
        <translation>设置批量范围</translation>
    </message>
    <message>
        <source>Log batch axis</source>
        <translation>对数批量轴</translation>
    </message>
    <message>
        <source>Linear batch axis</source>
        <translation>线性批量轴</translation>
    </message>
    <message>
        <source>Log FLOPs/s axis</source>
        <translation>对数 FLOPs/s 轴</translation>
    </message>
    <message>
        <source>Linear FLOPs/s axis</source>
        <translation>线性 FLOPs/s 轴</translation>
    </message>
    <message>
        <source>Change the batch-size chart&apos;s layout</source>
        <translation>更改批量大小图的布局</translation>
    </message>
    <message>
        <source>One FLOPs/s scale</source>
        <translation>统一 FLOPs/s 刻度</translation>
    </message>
    <message>
        <source>A FLOPs/s scale per chip</source>
        <translation>每个芯片一个 FLOPs/s 刻度</translation>
    </message>
</context>
<context>
    <name>roofline::ui::TaskProgress</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop: nothing is changed</source>
        <translation>停止：不做任何改动</translation>
    </message>
</context>
<context>
    <name>roofline::ui::TaskRunner</name>
    <message>
        <source>there is not enough memory</source>
        <translation>内存不足</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ViewActions</name>
    <message>
        <source>Charts as tabs</source>
        <translation>图表用标签页</translation>
    </message>
    <message>
        <source>Charts side by side</source>
        <translation>图表并排</translation>
    </message>
    <message>
        <source>Chips side by side</source>
        <translation>芯片并排</translation>
    </message>
    <message>
        <source>Chips overlaid</source>
        <translation>芯片叠加</translation>
    </message>
    <message>
        <source>Show achievable ceilings</source>
        <translation>显示可实现的天花板</translation>
    </message>
    <message>
        <source>Hide achievable ceilings</source>
        <translation>隐藏可实现的天花板</translation>
    </message>
    <message>
        <source>Change label units</source>
        <translation>更改标签单位</translation>
    </message>
    <message>
        <source>Chart theme %1</source>
        <translation>图表主题 %1</translation>
    </message>
    <message>
        <source>Charts as &amp;Tabs</source>
        <translation>图表用标签页(&amp;T)</translation>
    </message>
    <message>
        <source>Show the roofline and batch-size charts as tabs instead of side by side</source>
        <translation>将屋顶线图和批量大小图显示为标签页，而非并排</translation>
    </message>
    <message>
        <source>Chips &amp;Side by Side</source>
        <translation>芯片并排(&amp;S)</translation>
    </message>
    <message>
        <source>Draw each chip on its own small roofline chart (shared axes) instead of overlaying them</source>
        <translation>每个芯片画在各自的小屋顶线图上（共享坐标轴），而非叠加</translation>
    </message>
    <message>
        <source>&amp;Achievable Ceilings</source>
        <translation>可实现的天花板(&amp;A)</translation>
    </message>
    <message>
        <source>Also draw each chip&apos;s achievable peak, dashed (about 80–85 % for GPUs, 95 % for TPUs)</source>
        <translation>同时以虚线绘制每个芯片可实现的峰值（GPU 约 80–85 %，TPU 约 95 %）</translation>
    </message>
    <message>
        <source>SI &amp;Prefixes in Labels</source>
        <translation>标签中使用 SI 前缀(&amp;P)</translation>
    </message>
    <message>
        <source>Memory &amp;Levels and Links</source>
        <translation>内存层级与链路(&amp;L)</translation>
    </message>
    <message>
        <source>Choose which memory levels and links the roofline draws a slope for</source>
        <translation>选择屋顶线图为哪些内存层级和链路绘制斜线</translation>
    </message>
    <message>
        <source>Chart T&amp;heme</source>
        <translation>图表主题(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>Dark lines on white, for the screen</source>
        <translation>白底深色线条，适合屏幕</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Light lines on a dark background</source>
        <translation>深色背景上的浅色线条</translation>
    </message>
    <message>
        <source>&amp;Slide</source>
        <translation>幻灯片(&amp;S)</translation>
    </message>
    <message>
        <source>Large type, thick lines and strong colours, as a slide shows them</source>
        <translation>大字号、粗线条、鲜明的颜色，像幻灯片那样</translation>
    </message>
    <message>
        <source>Dark Slid&amp;e</source>
        <translation>深色幻灯片(&amp;E)</translation>
    </message>
    <message>
        <source>The slide&apos;s type and lines on a dark background</source>
        <translation>幻灯片的字号与线条，深色背景</translation>
    </message>
    <message>
        <source>A memory level: drawn as a solid slope</source>
        <translation>内存层级：以实线斜线绘制</translation>
    </message>
    <message>
        <source>A link to other chips: drawn as a dotted slope</source>
        <translation>通往其他芯片的链路：以点线斜线绘制</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>显示 %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>隐藏 %1</translation>
    </message>
    <message>
        <source>Label FLOPs/s as 197 T rather than 1.97e14 (new projects start with the last choice)</source>
        <translation>将 FLOPs/s 标为 197 T 而非 1.97e14（新项目沿用上次的选择）</translation>
    </message>
    <message>
        <source>Follow the &amp;Window</source>
        <translation>跟随窗口(&amp;W)</translation>
    </message>
    <message>
        <source>Light charts in a light window, dark ones in a dark window</source>
        <translation>浅色窗口中用浅色图表，深色窗口中用深色图表</translation>
    </message>
    <message>
        <source>Link slopes for all links</source>
        <translation>链路斜线按全部链路绘制</translation>
    </message>
    <message>
        <source>Link slopes for one link</source>
        <translation>链路斜线按单条链路绘制</translation>
    </message>
    <message>
        <source>Lin&amp;k Slopes for All Links</source>
        <translation>链路斜线按全部链路绘制(&amp;K)</translation>
    </message>
    <message>
        <source>Draw each chip-to-chip link&apos;s slope for all of the chip&apos;s links at once (how many it has × the bandwidth of one), rather than for one link, as the chapter does</source>
        <translation>按芯片的全部链路同时绘制每条芯片间链路的斜线（链路条数 × 单条链路带宽），而不是像本章那样只按一条链路绘制</translation>
    </message>
    <message>
        <source>&amp;All Levels, Links and Vector Units</source>
        <translation>全部层级、链路和向量单元(&amp;A)</translation>
    </message>
    <message>
        <source>Draw every memory level, link and vector unit of each chip, not only the ones the ops on the chart use (the chip&apos;s first memory level, and what the ops&apos; bytes cross)</source>
        <translation>绘制每个芯片的所有内存层级、链路和向量单元，而不只是图上操作用到的（芯片的第一个内存层级，以及操作的字节经过的链路）</translation>
    </message>
    <message>
        <source>Show all levels and links</source>
        <translation>显示所有层级和链路</translation>
    </message>
    <message>
        <source>Show the levels the ops use</source>
        <translation>显示操作用到的层级</translation>
    </message>
    <message>
        <source>Show achieved ceilings</source>
        <translation>显示已达到的天花板</translation>
    </message>
    <message>
        <source>Hide achieved ceilings</source>
        <translation>隐藏已达到的天花板</translation>
    </message>
    <message>
        <source>Achie&amp;ved Ceilings (Calibrated)</source>
        <translation>已达到的天花板（校准）(&amp;V)</translation>
    </message>
    <message>
        <source>Also draw what each class of work reached on a calibrated chip: its compute ceiling and bandwidth slope times the efficiency its measurements gave (Measurements → Calibrate)</source>
        <translation>同时绘制每类工作在已校准芯片上实际达到的水平：其算力天花板和带宽斜线乘以测量得出的效率（“测量数据” → “根据测量结果校准芯片”）</translation>
    </message>
</context>
</TS>
