<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AddModelCommand</name>
    <message>
        <source>Add model %1</source>
        <translation>Добавить модель %1</translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>The size must be from %1×%1 to %2×%2 pixels, not %3×%4.</source>
        <translation>Размер должен быть от %1×%1 до %2×%2 пикселей, а не %3×%4.</translation>
    </message>
    <message>
        <source>The scale must be from 0.1 to 10, not %1.</source>
        <translation>Масштаб должен быть от 0,1 до 10, а не %1.</translation>
    </message>
    <message>
        <source>At scale %1 a %2×%3 image leaves the charts less than 160×120 to be drawn in: use a larger size or a smaller scale.</source>
        <translation>При масштабе %1 изображению %2×%3 остаётся меньше 160×120 на графики: увеличьте размер или уменьшите масштаб.</translation>
    </message>
    <message>
        <source>The theme must be light, dark, slide or slide-dark, not “%1”.</source>
        <translation>Тема должна быть light, dark, slide или slide-dark, а не «%1».</translation>
    </message>
    <message>
        <source>A CSV file holds one chart&apos;s data: export the roofline chart or the batch-size chart.</source>
        <translation>CSV-файл хранит данные одного графика: экспортируйте график roofline или график размера батча.</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>параметров: %1, активных на токен: %2</translation>
    </message>
    <message>
        <source>Active: attention, dense MLPs, shared experts, the router, k routed experts per layer, and the embeddings and lm_head whole; norms, biases and attention sinks are left out. Model cards differ on the embeddings.</source>
        <translation>Активные: внимание, плотные MLP, общие эксперты, маршрутизатор, k маршрутизируемых экспертов на слой, а также эмбеддинги и lm_head целиком; нормализации, смещения и attention sinks не учитываются. Карточки моделей по-разному считают эмбеддинги.</translation>
    </message>
    <message>
        <source>weights %1</source>
        <translation>веса %1</translation>
    </message>
    <message>
        <source>weights %1, routed experts %2</source>
        <translation>веса %1, маршрутизируемые эксперты %2</translation>
    </message>
    <message>
        <source>(a latent of %1 + %2 per layer)</source>
        <translation>(латентный вектор %1 + %2 на слой)</translation>
    </message>
    <message>
        <source>%1 of %2 layers attend to the last %3 positions</source>
        <translation>%1 из %2 слоёв смотрят только на последние %3 позиций</translation>
    </message>
    <message>
        <source>KV cache %1 B per token of context, whole model</source>
        <translation>KV-кэш %1 Б на токен контекста, вся модель</translation>
    </message>
</context>
<context>
    <name>RemoveModelCommand</name>
    <message>
        <source>Remove model %1</source>
        <translation>Удалить модель %1</translation>
    </message>
</context>
<context>
    <name>SetChipColorCommand</name>
    <message>
        <source>Change the Colour of %1</source>
        <translation>Изменить цвет %1</translation>
    </message>
</context>
<context>
    <name>SetChipsShownCommand</name>
    <message>
        <source>Show %1</source>
        <translation>Показать %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Скрыть %1</translation>
    </message>
</context>
<context>
    <name>SetDimCommand</name>
    <message>
        <source>Set %1 = %2</source>
        <translation>Задать %1 = %2</translation>
    </message>
</context>
<context>
    <name>SlideWording</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <comment>a slide&apos;s title</comment>
        <translation>
            <numerusform>%n чип</numerusform>
            <numerusform>%n чипа</numerusform>
            <numerusform>%n чипов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1 — %2, B = %3</source>
        <translation>%1 — %2, B = %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>B from %1 to %2</source>
        <translation>B от %1 до %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a slide&apos;s subtitle</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a source and the chips it gives numbers for</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>Источники: %1</translation>
    </message>
    <message>
        <source>%1 — decode at S = %2</source>
        <translation>%1 — декодирование при S = %2</translation>
    </message>
    <message>
        <source>%1 on %2 — decode at S = %3</source>
        <translation>%1 на %2 — декодирование при S = %3</translation>
    </message>
    <message>
        <source>Latency against throughput: every tp, B from 1 to %1</source>
        <translation>Задержка против пропускной способности: каждое tp, B от 1 до %1</translation>
    </message>
    <message>
        <source>Latency against throughput: every tp and ep, B from 1 to %1</source>
        <translation>Задержка против пропускной способности: каждое tp и ep, B от 1 до %1</translation>
    </message>
</context>
<context>
    <name>TraceGpuChoice</name>
    <message>
        <source>GPU %1: %2 of kernels (the most)</source>
        <translation>GPU %1: %2 времени ядер (больше всего)</translation>
    </message>
    <message>
        <source>GPU %1: %2 of kernels</source>
        <translation>GPU %1: %2 времени ядер</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>Импорт измерений</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds the kernels of %Ln GPU(s). One is read at a time; which?</source>
        <translation>
            <numerusform>%1 содержит ядра %Ln GPU. За раз читается один; какой?</numerusform>
            <numerusform>%1 содержит ядра %Ln GPU. За раз читается один; какой?</numerusform>
            <numerusform>%1 содержит ядра %Ln GPU. За раз читается один; какой?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceJoinText</name>
    <message>
        <source>%1 of %2 of kernel time joined the op that launched it</source>
        <translation>%1 из %2 времени ядер связано с запустившей их операцией</translation>
    </message>
    <message>
        <source>%1 with no launch found</source>
        <translation>%1 без найденного запуска</translation>
    </message>
    <message>
        <source>%1 launched outside every op</source>
        <translation>%1 запущено вне всех операций</translation>
    </message>
    <message>
        <source>%1 did not: %2</source>
        <translation>%1 не связано: %2</translation>
    </message>
    <message>
        <source>Its GPU kernels:</source>
        <translation>Его ядра GPU:</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>и ещё %Ln</numerusform>
            <numerusform>и ещё %Ln</numerusform>
            <numerusform>и ещё %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::core</name>
    <message>
        <source>batch size (rows of x and z)</source>
        <translation>размер батча (строки x и z)</translation>
    </message>
    <message>
        <source>contracting dimension (columns of x, rows of w)</source>
        <translation>размерность свёртки (столбцы x, строки w)</translation>
    </message>
    <message>
        <source>output features (columns of w and z)</source>
        <translation>выходные признаки (столбцы w и z)</translation>
    </message>
    <message>
        <source>activations x[B,D]</source>
        <translation>активации x[B,D]</translation>
    </message>
    <message>
        <source>weights w[D,F]</source>
        <translation>веса w[D,F]</translation>
    </message>
    <message>
        <source>output z[B,F]</source>
        <translation>выход z[B,F]</translation>
    </message>
    <message>
        <source>precision of the multiply (default: the wider of x and w)</source>
        <translation>точность умножения (по умолчанию — более широкая из x и w)</translation>
    </message>
    <message>
        <source>vector length</source>
        <translation>длина вектора</translation>
    </message>
    <message>
        <source>element type</source>
        <translation>тип элементов</translation>
    </message>
    <message>
        <source>rows of the left matrix</source>
        <translation>строки левой матрицы</translation>
    </message>
    <message>
        <source>contracting dimension</source>
        <translation>размерность свёртки</translation>
    </message>
    <message>
        <source>columns of the right matrix</source>
        <translation>столбцы правой матрицы</translation>
    </message>
    <message>
        <source>tile rows</source>
        <translation>строки блока</translation>
    </message>
    <message>
        <source>tile depth</source>
        <translation>глубина блока</translation>
    </message>
    <message>
        <source>tile columns</source>
        <translation>столбцы блока</translation>
    </message>
    <message>
        <source>batch size</source>
        <translation>размер батча</translation>
    </message>
    <message>
        <source>contracting dimension, split over the chips</source>
        <translation>размерность свёртки, разделённая между чипами</translation>
    </message>
    <message>
        <source>output features</source>
        <translation>выходные признаки</translation>
    </message>
    <message>
        <source>chips on the ring that share D</source>
        <translation>чипы в кольце, делящие D</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>число элементов</translation>
    </message>
    <message>
        <source>FLOPs per element</source>
        <translation>FLOPs на элемент</translation>
    </message>
    <message>
        <source>input tensors read</source>
        <translation>читаемые входные тензоры</translation>
    </message>
    <message>
        <source>output tensors written</source>
        <translation>записываемые выходные тензоры</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes moved</source>
        <translation>перемещённые байты</translation>
    </message>
    <message>
        <source>precision of the FLOPs</source>
        <translation>точность FLOPs</translation>
    </message>
    <message>
        <source>Dot product</source>
        <translation>Скалярное произведение</translation>
    </message>
    <message>
        <source>FLOPs 2N-1; bytes: read x and y, write one element</source>
        <translation>FLOPs 2N-1; байты: чтение x и y, запись одного элемента</translation>
    </message>
    <message>
        <source>Matmul x[B,D]·w[D,F] → z[B,F]</source>
        <translation>Матричное умножение x[B,D]·w[D,F] → z[B,F]</translation>
    </message>
    <message>
        <source>Batched matmul (a weight matrix per batch element)</source>
        <translation>Батчевое матричное умножение (своя матрица весов на каждый элемент батча)</translation>
    </message>
    <message>
        <source>FLOPs 2BDF; bytes B·D·|x| + B·D·F·|w| + B·F·|z|</source>
        <translation>FLOPs 2BDF; байты B·D·|x| + B·D·F·|w| + B·F·|z|</translation>
    </message>
    <message>
        <source>Tiled matmul (bm×bk×bn tiles)</source>
        <translation>Блочное матричное умножение (блоки bm×bk×bn)</translation>
    </message>
    <message>
        <source>FLOPs 2·tm·tn·tk·bm·bk·bn; bytes |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)</source>
        <translation>FLOPs 2·tm·tn·tk·bm·bk·bn; байты |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)</translation>
    </message>
    <message>
        <source>Matmul sharded over chips along D</source>
        <translation>Матричное умножение, шардированное по чипам вдоль D</translation>
    </message>
    <message>
        <source>FLOPs 2BDF/n per chip; bytes 2(n-1)/n·B·F·|z| per chip (ring all-reduce)</source>
        <translation>FLOPs 2BDF/n на чип; байты 2(n-1)/n·B·F·|z| на чип (кольцевой all-reduce)</translation>
    </message>
    <message>
        <source>Elementwise op over N elements</source>
        <translation>Поэлементная операция над N элементами</translation>
    </message>
    <message>
        <source>FLOPs N·flops; bytes N·|dtype|·(inputs + outputs)</source>
        <translation>FLOPs N·flops; байты N·|dtype|·(inputs + outputs)</translation>
    </message>
    <message>
        <source>Custom (FLOPs and bytes given)</source>
        <translation>Произвольная (FLOPs и байты заданы)</translation>
    </message>
    <message>
        <source>FLOPs and bytes as given</source>
        <translation>FLOPs и байты как заданы</translation>
    </message>
    <message>
        <source>bf16 matmul</source>
        <comment>default op label</comment>
        <translation>матр. умножение bf16</translation>
    </message>
    <message>
        <source>int8 weights (Q2)</source>
        <comment>default op label</comment>
        <translation>int8 веса (Q2)</translation>
    </message>
    <message>
        <source>dot product</source>
        <comment>default op label</comment>
        <translation>скалярное произведение</translation>
    </message>
    <message>
        <source>links used at once (at most the link&apos;s count)</source>
        <translation>число связей, используемых одновременно (не больше их количества)</translation>
    </message>
    <message>
        <source>ring direction: uni (one way, the chapter&apos;s case) or bi (both ways)</source>
        <translation>направление кольца: uni (в одну сторону, как в главе) или bi (в обе стороны)</translation>
    </message>
    <message>
        <source>bytes resident at once (optional)</source>
        <translation>байты, одновременно находящиеся в памяти (необязательно)</translation>
    </message>
    <message>
        <source>sequences</source>
        <translation>последовательности</translation>
    </message>
    <message>
        <source>query tokens per sequence (1: decode; S: prefill)</source>
        <translation>токены запроса на последовательность (1: декодирование; S: предзаполнение)</translation>
    </message>
    <message>
        <source>keys and values per sequence (the context, new tokens included)</source>
        <translation>ключи и значения на последовательность (контекст, включая новые токены)</translation>
    </message>
    <message>
        <source>query heads</source>
        <translation>головы запросов</translation>
    </message>
    <message>
        <source>key/value heads (N: multi-head; 1: multi-query)</source>
        <translation>головы ключей/значений (N: у каждой головы запроса своя; 1: одна на все)</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>размерность головы</translation>
    </message>
    <message>
        <source>causal mask: 1 or 0</source>
        <translation>каузальная маска: 1 или 0</translation>
    </message>
    <message>
        <source>flash attention (scores never reach HBM): 1 or 0</source>
        <translation>flash-внимание (оценки не попадают в HBM): 1 или 0</translation>
    </message>
    <message>
        <source>queries and output</source>
        <translation>запросы и выход</translation>
    </message>
    <message>
        <source>keys and values (the cache)</source>
        <translation>ключи и значения (кэш)</translation>
    </message>
    <message>
        <source>scores (when flash=0)</source>
        <translation>оценки внимания (при flash=0)</translation>
    </message>
    <message>
        <source>precision of the products (default: the wider of x and kv)</source>
        <translation>точность произведений (по умолчанию: более широкий из x и kv)</translation>
    </message>
    <message>
        <source>elements of the tensor reduced</source>
        <translation>элементы сводимого тензора</translation>
    </message>
    <message>
        <source>chips on the ring</source>
        <translation>чипы в кольце</translation>
    </message>
    <message>
        <source>Attention (B sequences, T queries over S keys)</source>
        <translation>Внимание (B последовательностей, T запросов к S ключам)</translation>
    </message>
    <message>
        <source>All-reduce of N elements over a ring of chips</source>
        <translation>Глобальная редукция N элементов по кольцу чипов</translation>
    </message>
    <message>
        <source>FLOPs (n-1)/n·N; bytes 2(n-1)/n·N·|dtype| per chip</source>
        <translation>FLOPs (n-1)/n·N; байты 2(n-1)/n·N·|dtype| на чип</translation>
    </message>
    <message>
        <source>tokens, each routed to k experts</source>
        <translation>токены, каждый направляется к k экспертам</translation>
    </message>
    <message>
        <source>contracting dimension (columns of x, rows of each expert)</source>
        <translation>свёртываемая размерность (столбцы x, строки каждого эксперта)</translation>
    </message>
    <message>
        <source>output features (columns of each expert and of z)</source>
        <translation>выходные признаки (столбцы каждого эксперта и z)</translation>
    </message>
    <message>
        <source>experts (a weight matrix w[D,F] each)</source>
        <translation>эксперты (у каждого матрица весов w[D,F])</translation>
    </message>
    <message>
        <source>experts per token (at most E)</source>
        <translation>экспертов на токен (не больше E)</translation>
    </message>
    <message>
        <source>the experts&apos; weights w[D,F]</source>
        <translation>веса экспертов w[D,F]</translation>
    </message>
    <message>
        <source>Experts (B tokens, each through k of E weight matrices)</source>
        <translation>Эксперты (B токенов, каждый через k из E матриц весов)</translation>
    </message>
    <message>
        <source>FLOPs 2BDF; bytes B·D·|x| + G·D·F·|w| + B·F·|z| (G = 1 unless given)</source>
        <translation>FLOPs 2BDF; байты B·D·|x| + G·D·F·|w| + B·F·|z| (G = 1, если не задано)</translation>
    </message>
    <message>
        <source>FLOPs 2·N·(Hk+Hv)·P (P: query-key pairs); bytes B·T·N·(Hk+Hv)·|x| + B·S·K·(Hk+Hv)·|kv| (+ 4·B·N·T·S·|s| without flash); Hk = Hv = H unless given</source>
        <translation>FLOPs 2·N·(Hk+Hv)·P (P: пары запрос–ключ); байты B·T·N·(Hk+Hv)·|x| + B·S·K·(Hk+Hv)·|kv| (+ 4·B·N·T·S·|s| без flash); Hk = Hv = H, если не заданы</translation>
    </message>
    <message>
        <source>query/key head dimension (absent: H)</source>
        <translation>размерность головы запроса/ключа (по умолчанию H)</translation>
    </message>
    <message>
        <source>value head dimension (absent: H)</source>
        <translation>размерность головы значения (по умолчанию H)</translation>
    </message>
    <message>
        <source>one cached tensor serves as keys and values (latent attention): 1 or 0</source>
        <translation>один кэшированный тензор служит и ключами, и значениями (латентное внимание): 1 или 0</translation>
    </message>
    <message>
        <source>sliding window: each query sees the last W positions only (absent: all)</source>
        <translation>скользящее окно: каждый запрос видит только последние W позиций (по умолчанию все)</translation>
    </message>
    <message>
        <source>weight matrices the B rows go through, one per head, each read once (absent: 1)</source>
        <translation>матрицы весов, через которые проходят B строк, по одной на голову, каждая читается один раз (по умолчанию 1)</translation>
    </message>
    <message>
        <source>FLOPs 2·B·k·D·F; bytes E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|, E_act = E·(1 − (1 − k/E)^B) experts touched (with ep: (E/ep)·(1 − (1 − k/E)^(ep·B)) on this chip)</source>
        <translation>FLOPs 2·B·k·D·F; байты E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|, E_act = E·(1 − (1 − k/E)^B) — задействованные эксперты (с ep: (E/ep)·(1 − (1 − k/E)^(ep·B)) на этом чипе)</translation>
    </message>
    <message>
        <source>chips the experts are split over, E/ep on each (absent: 1)</source>
        <translation>чипы, по которым разделены эксперты, E/ep на каждом (если не задано: 1)</translation>
    </message>
    <message>
        <source>All-to-all of N elements among chips (expert parallelism)</source>
        <translation>All-to-all из N элементов между чипами (параллелизм по экспертам)</translation>
    </message>
    <message>
        <source>FLOPs 0 (it moves data only); bytes (n-1)/n·N·|dtype| per chip</source>
        <translation>FLOPs 0 (только перемещает данные); байты (n-1)/n·N·|dtype| на чип</translation>
    </message>
    <message>
        <source>elements each chip sends out, its share for itself included</source>
        <translation>элементы, которые отправляет каждый чип, включая его собственную долю</translation>
    </message>
    <message>
        <source>chips exchanging (ep)</source>
        <translation>чипы, участвующие в обмене (ep)</translation>
    </message>
</context>
<context>
    <name>roofline::ui</name>
    <message>
        <source>dot</source>
        <translation>скалярное произведение</translation>
    </message>
    <message>
        <source>matmul</source>
        <translation>матр. умножение</translation>
    </message>
    <message>
        <source>batched matmul</source>
        <translation>батчевое матр. умножение</translation>
    </message>
    <message>
        <source>tiled matmul</source>
        <translation>блочное матр. умножение</translation>
    </message>
    <message>
        <source>sharded matmul</source>
        <translation>шардированное матр. умножение</translation>
    </message>
    <message>
        <source>elementwise</source>
        <translation>поэлементная</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>произвольная</translation>
    </message>
    <message>
        <source> tiles </source>
        <translation> блоки </translation>
    </message>
    <message>
        <source> (batched)</source>
        <translation> (батчевое)</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>ограничено вычислениями</translation>
    </message>
    <message>
        <source>%1-bound</source>
        <translation>ограничено %1</translation>
    </message>
    <message numerus="yes">
        <source> (×%1 chip(s))</source>
        <translation>
            <numerusform> (×%1 чип)</numerusform>
            <numerusform> (×%1 чипа)</numerusform>
            <numerusform> (×%1 чипов)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be a finite number, got %2</source>
        <translation>%1 должно быть конечным числом, получено %2</translation>
    </message>
    <message>
        <source>%1 must be positive, got %2</source>
        <translation>%1 должно быть положительным, получено %2</translation>
    </message>
    <message>
        <source>%1 must be greater than %2, got %3</source>
        <translation>%1 должно быть больше %2, получено %3</translation>
    </message>
    <message>
        <source>%1 must be at least %2, got %3</source>
        <translation>%1 должно быть не меньше %2, получено %3</translation>
    </message>
    <message>
        <source>%1 must be at most %2, got %3</source>
        <translation>%1 должно быть не больше %2, получено %3</translation>
    </message>
    <message>
        <source>%1 must be a whole number, got %2</source>
        <translation>%1 должно быть целым числом, получено %2</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>внимание</translation>
    </message>
    <message>
        <source>all-reduce</source>
        <translation>глобальная редукция</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>эксперты</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all</translation>
    </message>
    <message>
        <source>vector</source>
        <comment>a calibration&apos;s class of work</comment>
        <translation>векторные операции</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>коллективные операции</translation>
    </message>
    <message>
        <source>other</source>
        <comment>a calibration&apos;s class of work</comment>
        <translation>прочее</translation>
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
        <translation>Графики roofline для ускорителей машинного обучения по главе «Rooflines» книги &lt;i&gt;How To Scale Your Model&lt;/i&gt; (Austin и др., 2025): &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1 (собрано с Qt %2)</translation>
    </message>
    <message>
        <source>QCustomPlot %1</source>
        <translation>QCustomPlot %1</translation>
    </message>
    <message>
        <source>Released under the MIT License. Chip numbers name their sources in the chip files.</source>
        <translation>Распространяется по лицензии MIT. Каждое число в файлах чипов указывает свой источник.</translation>
    </message>
    <message>
        <source>About Roofline Studio</source>
        <translation>О программе Roofline Studio</translation>
    </message>
</context>
<context>
    <name>roofline::ui::AddModelDialog</name>
    <message>
        <source>Read a model</source>
        <translation>Прочитать модель</translation>
    </message>
    <message>
        <source>Model files and Hugging Face config.json (*.json);;All files (*)</source>
        <translation>Файлы моделей и config.json Hugging Face (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Add Model</source>
        <translation>Добавить модель</translation>
    </message>
    <message>
        <source>From a file… (a model file or a Hugging Face config.json)</source>
        <translation>Из файла… (файл модели или config.json Hugging Face)</translation>
    </message>
    <message>
        <source>Decode (T = 1)</source>
        <translation>Декодирование (T = 1)</translation>
    </message>
    <message>
        <source>Prefill (T = S)</source>
        <translation>Предзаполнение (T = S)</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>Оба рядом</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Фаза:</translation>
    </message>
    <message>
        <source>Tensor parallelism (tp):</source>
        <translation>Тензорный параллелизм (tp):</translation>
    </message>
    <message>
        <source>tp chips share each layer: n_heads, d_ff and vocab are split over them. It applies to every chip shown; the Model panel sets it chip by chip.</source>
        <translation>tp чипов делят каждый слой: n_heads, d_ff и vocab делятся между ними. Значение действует для всех показанных чипов; панель «Модель» задаёт его для каждого чипа.</translation>
    </message>
    <message>
        <source>%1 — D %2, %3 layers, %4/%5 heads</source>
        <translation>%1 — D %2, слоёв: %3, голов: %4/%5</translation>
    </message>
    <message>
        <source> (from %1)</source>
        <translation> (из %1)</translation>
    </message>
    <message>
        <source>A transformer, dense or a mixture of experts: its layer&apos;s ops go on the roofline, its step into the Model panel.</source>
        <translation>Трансформер, плотный или смесь экспертов: операции его слоя — на график roofline, его шаг — в панель «Модель».</translation>
    </message>
    <message>
        <source>, a mixture of experts (%1 experts, %2 per token)</source>
        <translation>, смесь экспертов (экспертов: %1, на токен: %2)</translation>
    </message>
    <message>
        <source>, dense</source>
        <translation>, плотная</translation>
    </message>
    <message>
        <source>, latent attention</source>
        <translation>, латентное внимание</translation>
    </message>
    <message>
        <source>, sliding windows of %1</source>
        <translation>, скользящие окна по %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::AppSettingsActions</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системная</translation>
    </message>
    <message>
        <source>Light or dark as the desktop is</source>
        <translation>Светлая или тёмная, как рабочий стол</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <source>A light window, whatever the desktop</source>
        <translation>Светлое окно, каким бы ни был рабочий стол</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>A dark window, whatever the desktop</source>
        <translation>Тёмное окно, каким бы ни был рабочий стол</translation>
    </message>
</context>
<context>
    <name>roofline::ui::BatchSizeChart</name>
    <message>
        <source>Batch size B</source>
        <translation>Размер батча B</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s on %1</source>
        <translation>Достижимые FLOPs/s на %1</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s</source>
        <translation>Достижимые FLOPs/s</translation>
    </message>
    <message>
        <source>No chip is shown: check one in the Chips panel.</source>
        <translation>Ни один чип не показан: отметьте чип на панели «Чипы».</translation>
    </message>
    <message>
        <source>No sweep: add one in the Sweeps panel.</source>
        <translation>Нет кривых: добавьте кривую на панели «Кривые».</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt; на &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;B = %3: %4 FLOPs/s (%5 % от пиковой %6)</translation>
    </message>
    <message>
        <source>&lt;br&gt;critical B = %1: compute-bound above it</source>
        <translation>&lt;br&gt;критический B = %1: выше него ограничено вычислениями</translation>
    </message>
    <message>
        <source>&lt;br&gt;never compute-bound</source>
        <translation>&lt;br&gt;никогда не ограничено вычислениями</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n sweep(s) not drawn: %2</source>
        <translation>
            <numerusform>%1 из %n кривой не нарисована: %2</numerusform>
            <numerusform>%1 из %n кривых не нарисованы: %2</numerusform>
            <numerusform>%1 из %n кривых не нарисованы: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;compute-bound at any B</source>
        <translation>&lt;br&gt;ограничено вычислениями при любом B</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a chip&apos;s name, then a note about it</comment>
        <translation>%1: %2</translation>
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
        <translation>не зависит от B: интенсивность %1 при любом B</translation>
    </message>
    <message>
        <source>flat in B: intensity ≈ N/K = %1 in decode</source>
        <translation>не зависит от B: интенсивность ≈ N/K = %1 при декодировании</translation>
    </message>
    <message>
        <source>flat in B: intensity ≈ %1 in decode</source>
        <translation>не зависит от B: интенсивность ≈ %1 при декодировании</translation>
    </message>
    <message>
        <source>&lt;br&gt;flat: FLOPs and bytes both grow as B, so the intensity stays %1</source>
        <translation>&lt;br&gt;горизонтальна: FLOPs и байты растут пропорционально B, поэтому интенсивность остаётся %1</translation>
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
        <translation>%1, %2: %3 при B = %4</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalibrationActions</name>
    <message>
        <source>&amp;Calibrate a Chip from the Measurements…</source>
        <translation>&amp;Калибровать чип по измерениям…</translation>
    </message>
    <message>
        <source>Fit how much of its roofline each class of work reaches on a chip, from the measured kernels: predictions then learn from measurements</source>
        <translation>Определить по измеренным ядрам, какую долю своего roofline каждый класс работы достигает на чипе: после этого предсказания учатся на измерениях</translation>
    </message>
    <message>
        <source>&amp;Load a Calibration…</source>
        <translation>&amp;Загрузить калибровку…</translation>
    </message>
    <message>
        <source>Read a calibration file made by &lt;code&gt;%1&lt;/code&gt;, for the chip it names</source>
        <translation>Прочитать файл калибровки, созданный командой &lt;code&gt;%1&lt;/code&gt;, для указанного в нём чипа</translation>
    </message>
    <message>
        <source>&amp;Predicted against Measured…</source>
        <translation>&amp;Предсказанное против измеренного…</translation>
    </message>
    <message>
        <source>The parity chart: each measured group&apos;s predicted time, nominal and calibrated, against its measured time, with the four error figures</source>
        <translation>Диаграмма соответствия: предсказанное время каждой измеренной группы, номинальное и калиброванное, против её измеренного времени, с четырьмя показателями ошибки</translation>
    </message>
    <message>
        <source>&amp;Remove the Calibration</source>
        <translation>&amp;Удалить калибровку</translation>
    </message>
    <message>
        <source>Forget the calibration of the chip the parity chart shows</source>
        <translation>Забыть калибровку чипа, показанного на диаграмме соответствия</translation>
    </message>
    <message>
        <source>Calibrate a chip</source>
        <translation>Калибровка чипа</translation>
    </message>
    <message>
        <source>%1 was not calibrated: %2</source>
        <translation>%1 не откалиброван: %2</translation>
    </message>
    <message>
        <source>Calibrate %1</source>
        <translation>Калибровать %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 calibrated from %n measured group(s).</source>
        <translation>
            <numerusform>%1 откалиброван по %n измеренной группе.</numerusform>
            <numerusform>%1 откалиброван по %n измеренным группам.</numerusform>
            <numerusform>%1 откалиброван по %n измеренным группам.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load a calibration</source>
        <translation>Загрузка калибровки</translation>
    </message>
    <message>
        <source>%1 was not loaded: %2</source>
        <translation>%1 не загружен: %2</translation>
    </message>
    <message>
        <source>Load the calibration of %1 from %2</source>
        <translation>Загрузить калибровку %1 из %2</translation>
    </message>
    <message>
        <source>The calibration of %1 was loaded from %2.</source>
        <translation>Калибровка %1 загружена из %2.</translation>
    </message>
    <message>
        <source>The chip the kernels were measured on:</source>
        <translation>Чип, на котором измерены ядра:</translation>
    </message>
    <message>
        <source>Calibration (*.json);;All files (*)</source>
        <translation>Калибровка (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Remove the calibration of %1</source>
        <translation>Удалить калибровку %1</translation>
    </message>
    <message>
        <source>Project onto &amp;Other Chips…</source>
        <translation>Проецировать на &amp;другие чипы…</translation>
    </message>
    <message>
        <source>What the measured step would take on other chips: each group priced on each chip with the calibrated efficiencies, stacked by class, the unmodelled time carried over</source>
        <translation>Сколько занял бы измеренный шаг на других чипах: время каждой группы на каждом чипе оценивается с эффективностями калибровки, столбцы складываются по классам, немоделируемое время переносится как измерено</translation>
    </message>
    <message>
        <source>Read a calibration file for the chip it names</source>
        <translation>Прочитать файл калибровки для указанного в нём чипа</translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalibrationDialog</name>
    <message>
        <source>Predicted against Measured</source>
        <translation>Предсказанное против измеренного</translation>
    </message>
    <message>
        <source>No chip is calibrated. Import measured kernels, then Measurements → Calibrate a Chip from the Measurements; or load a file made by &lt;code&gt;%1&lt;/code&gt;.</source>
        <translation>Ни один чип не откалиброван. Импортируйте измеренные ядра, затем выберите «Измерения» → «Калибровать чип по измерениям»; или загрузите файл, созданный командой &lt;code&gt;%1&lt;/code&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n measured group(s) of the project&apos;s measurements.</source>
        <translation>
            <numerusform>%1, калибровка по %n измеренной группе из измерений проекта.</numerusform>
            <numerusform>%1, калибровка по %n измеренным группам из измерений проекта.</numerusform>
            <numerusform>%1, калибровка по %n измеренным группам из измерений проекта.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n measured group(s) of %2.</source>
        <translation>
            <numerusform>%1, калибровка по %n измеренной группе из %2.</numerusform>
            <numerusform>%1, калибровка по %n измеренным группам из %2.</numerusform>
            <numerusform>%1, калибровка по %n измеренным группам из %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>compute</source>
        <translation>вычислениями</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>пропускной способностью</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2-bound %3 (%n group(s))</source>
        <translation>
            <numerusform>%1, ограничено %2: %3 (%n группа)</numerusform>
            <numerusform>%1, ограничено %2: %3 (%n группы)</numerusform>
            <numerusform>%1, ограничено %2: %3 (%n групп)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2-bound kept at 100 % (%n group(s), too few)</source>
        <translation>
            <numerusform>%1, ограничено %2: оставлено 100 % (%n группа — слишком мало)</numerusform>
            <numerusform>%1, ограничено %2: оставлено 100 % (%n группы — слишком мало)</numerusform>
            <numerusform>%1, ограничено %2: оставлено 100 % (%n групп — слишком мало)</numerusform>
        </translation>
    </message>
    <message>
        <source>Of its roofline each class reaches: %1.</source>
        <translation>Доля своего roofline, которую достигает каждый класс: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Error: nominal %1, calibrated %2, leave one out %3, time-weighted %4.</source>
        <translation>Ошибка: номинально %1, после калибровки %2, с исключением по одному %3, взвешенная по времени %4.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChartArea</name>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>Batch size (Q3)</source>
        <translation>Размер батча (Q3)</translation>
    </message>
    <message>
        <source>FLOPs/s against arithmetic intensity, log–log</source>
        <translation>FLOPs/s в зависимости от арифметической интенсивности, log–log</translation>
    </message>
    <message>
        <source>FLOPs/s against batch size B: the chapter&apos;s question 3</source>
        <translation>FLOPs/s в зависимости от размера батча B: вопрос 3 из главы</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipEditorDialog</name>
    <message>
        <source>Achievable fraction of peak:</source>
        <translation>Достижимая доля пика:</translation>
    </message>
    <message>
        <source>New chip</source>
        <translation>Новый чип</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <translation>Чип %1</translation>
    </message>
    <message>
        <source>The name shown in the chip list, legends and titles</source>
        <translation>Имя в списке чипов, легендах и заголовках</translation>
    </message>
    <message>
        <source>e.g. My accelerator</source>
        <translation>напр. Мой ускоритель</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>A unique id (a–z, 0–9, - _ .); the file is saved as &lt;id&gt;.json</source>
        <translation>Уникальный id (a–z, 0–9, - _ .); файл сохраняется как &lt;id&gt;.json</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>Chips are grouped by vendor in the Chips panel</source>
        <translation>На панели «Чипы» чипы сгруппированы по производителю</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>&amp;Производитель:</translation>
    </message>
    <message>
        <source>Dense peak FLOPs/s per precision (empty: none)</source>
        <translation>Плотная пиковая производительность FLOPs/s по точностям (пусто — нет)</translation>
    </message>
    <message>
        <source>Dense %1 peak in FLOPs/s, e.g. 1.97e14 (halve spec sheets that quote 2:4 sparsity)</source>
        <translation>Плотный пик %1 в FLOPs/s, напр. 1.97e14 (цифры с разреженностью 2:4 из спецификаций делите пополам)</translation>
    </message>
    <message>
        <source>Memory levels and links (the first memory level takes an op&apos;s bytes by default)</source>
        <translation>Уровни памяти и каналы связи (по умолчанию байты операции идут через первый уровень памяти)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Bandwidth (B/s)</source>
        <translation>Пропускная способность (B/s)</translation>
    </message>
    <message>
        <source>Capacity (bytes)</source>
        <translation>Ёмкость (байты)</translation>
    </message>
    <message>
        <source>Optional: how many bytes the level holds</source>
        <translation>Необязательно: сколько байт вмещает уровень</translation>
    </message>
    <message>
        <source>HBM, VMEM, L2… are memory levels; ICI, NVLink, PCIe, DCN… are links to other chips</source>
        <translation>HBM, VMEM, L2… — уровни памяти; ICI, NVLink, PCIe, DCN… — каналы связи с другими чипами</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>Добавить уровень</translation>
    </message>
    <message>
        <source>Add a memory level or link</source>
        <translation>Добавить уровень памяти или канал связи</translation>
    </message>
    <message>
        <source>Remove level</source>
        <translation>Удалить уровень</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Удалить выбранную строку</translation>
    </message>
    <message>
        <source>The fraction of peak real kernels reach, drawn as a dashed ceiling: about 0.80–0.85 for GPUs, 0.95 for TPUs</source>
        <translation>Доля пика, которую достигают реальные ядра, рисуется пунктирным потолком: около 0.80–0.85 для GPU, 0.95 для TPU</translation>
    </message>
    <message>
        <source>Where the numbers come from, caveats</source>
        <translation>Откуда взяты числа, оговорки</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>&amp;Заметки:</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>память</translation>
    </message>
    <message>
        <source>link</source>
        <translation>канал связи</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number</source>
        <translation>%1: «%2» — не число</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>пик %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation>пропускная способность %1</translation>
    </message>
    <message>
        <source>%1 capacity</source>
        <translation>ёмкость %1</translation>
    </message>
    <message>
        <source>The id “%1” is taken by another chip; pick another.</source>
        <translation>Id «%1» уже занят другим чипом; выберите другой.</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Каналов</translation>
    </message>
    <message>
        <source>Latency (s)</source>
        <translation>Задержка (с)</translation>
    </message>
    <message>
        <source>Bytes per second in one direction: per chip for a memory level, per link for a link (a link&apos;s bidirectional figure halved)</source>
        <translation>Байт в секунду в одну сторону: на чип для уровня памяти, на канал для канала связи (двунаправленную цифру канала делите пополам)</translation>
    </message>
    <message>
        <source>Links only: how many such links the chip has, a whole number (H100 NVLink: 18); empty: 1</source>
        <translation>Только для каналов связи: сколько таких каналов у чипа, целое число (H100 NVLink: 18); пусто — 1</translation>
    </message>
    <message>
        <source>Links only: one hop&apos;s time in seconds, which a ring all-reduce over n chips pays 2(n−1) times (H100 NVLink: 6e-7); empty: none</source>
        <translation>Только для каналов связи: время одного перехода в секундах, которое кольцевой all-reduce по n чипам платит 2(n−1) раз (H100 NVLink: 6e-7); пусто — нет</translation>
    </message>
    <message>
        <source>Vector-unit peak FLOPs/s per precision (VPU, CUDA cores; empty: none)</source>
        <translation>Пиковая производительность векторных блоков FLOPs/s по точностям (VPU, ядра CUDA; пусто — нет)</translation>
    </message>
    <message>
        <source>The vector units&apos; %1 peak in FLOPs/s, where dot products and elementwise work run, e.g. 6.69e13</source>
        <translation>Пик векторных блоков %1 в FLOPs/s, где выполняются скалярные произведения и поэлементные операции, напр. 6.69e13</translation>
    </message>
    <message>
        <source>vector peak %1</source>
        <translation>векторный пик %1</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>число каналов %1</translation>
    </message>
    <message>
        <source>%1 latency</source>
        <translation>задержка %1</translation>
    </message>
    <message>
        <source>Domain (chips)</source>
        <translation>Домен (чипов)</translation>
    </message>
    <message>
        <source>Links only: how many chips the link joins directly, a whole number (NVLink on an 8-GPU board: 8; a TPU&apos;s ICI: its largest slice; 1: the chip&apos;s host only); empty: any number, as a NIC or DCN. A collective over more chips crosses it and another link</source>
        <translation>Только для связей: сколько чипов связь соединяет напрямую, целое число (NVLink на плате из 8 GPU: 8; ICI у TPU: наибольший срез; 1: только хост чипа); пусто: любое число, как у NIC или DCN. Коллективная операция на большем числе чипов проходит через неё и через другую связь</translation>
    </message>
    <message>
        <source>%1 domain</source>
        <translation>домен %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipListModel</name>
    <message>
        <source>Peak FLOPs/s (dense):</source>
        <translation>Пиковая производительность FLOPs/s (плотная):</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>память</translation>
    </message>
    <message>
        <source>link</source>
        <translation>канал связи</translation>
    </message>
    <message>
        <source>Achievable: %1 % of peak</source>
        <translation>Достижимо: %1 % от пика</translation>
    </message>
    <message>
        <source>built-in</source>
        <comment>where a chip comes from</comment>
        <translation>встроенный</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Источник: %1</translation>
    </message>
    <message>
        <source>Check to show every %1 chip; uncheck to hide them</source>
        <translation>Отметьте, чтобы показать все чипы %1; снимите отметку, чтобы скрыть</translation>
    </message>
    <message>
        <source>Show every %1 chip</source>
        <translation>Показать все чипы %1</translation>
    </message>
    <message>
        <source>Hide every %1 chip</source>
        <translation>Скрыть все чипы %1</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Чип</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Пик</translation>
    </message>
    <message>
        <source>Mem BW</source>
        <translation>Память</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Критич.</translation>
    </message>
    <message>
        <source>Check a chip to draw it; italic chips are your own</source>
        <translation>Отметьте чип, чтобы нарисовать его; курсивом — ваши собственные</translation>
    </message>
    <message>
        <source>Dense peak FLOPs/s in bf16 (or the precision named, for chips without bf16)</source>
        <translation>Плотный пик FLOPs/s в bf16 (для чипов без bf16 — в указанной точности)</translation>
    </message>
    <message>
        <source>Bandwidth of the first memory level (HBM or similar), where an op&apos;s bytes go by default</source>
        <translation>Пропускная способность первого уровня памяти (HBM и т. п.), через который по умолчанию идут байты операции</translation>
    </message>
    <message>
        <source>Critical intensity: peak FLOPs/s ÷ memory bandwidth, in FLOPs/byte</source>
        <translation>Критическая интенсивность: пиковые FLOPs/s ÷ пропускная способность памяти, в FLOPs/байт</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipStore</name>
    <message>
        <source>There is no data folder to save chips in (neither XDG_DATA_HOME nor HOME is set).</source>
        <translation>Нет папки данных для сохранения чипов (не заданы ни XDG_DATA_HOME, ни HOME).</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Не удаётся создать папку %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Cannot delete %1.</source>
        <translation>Не удаётся удалить %1.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ChipsPanel</name>
    <message>
        <source>Search chips (name, id, vendor)</source>
        <translation>Поиск чипов (имя, id, производитель)</translation>
    </message>
    <message>
        <source>Filter the chip list; Ctrl+F jumps here</source>
        <translation>Фильтр списка чипов; Ctrl+F переходит сюда</translation>
    </message>
    <message>
        <source>Check a chip to draw it; hover one for all its numbers and where they come from</source>
        <translation>Отметьте чип, чтобы нарисовать его; наведите курсор, чтобы увидеть все его числа и их источники</translation>
    </message>
    <message>
        <source>&amp;New chip…</source>
        <translation>&amp;Новый чип…</translation>
    </message>
    <message>
        <source>Create a chip of your own; it is saved in your data folder and joins the library</source>
        <translation>Создать свой чип; он сохраняется в вашей папке данных и попадает в библиотеку</translation>
    </message>
    <message>
        <source>Edit the selected custom chip, or start a custom copy of a built-in one</source>
        <translation>Изменить выбранный собственный чип или создать собственную копию встроенного</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete the selected custom chip (its file too)</source>
        <translation>Удалить выбранный собственный чип (и его файл)</translation>
    </message>
    <message>
        <source>&amp;Copy…</source>
        <translation>&amp;Копировать…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation> (собственный)</translation>
    </message>
    <message>
        <source>Chip not saved</source>
        <translation>Чип не сохранён</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 сохранён в %2</translation>
    </message>
    <message>
        <source>Delete chip</source>
        <translation>Удалить чип</translation>
    </message>
    <message>
        <source>Delete %1 and its file? This cannot be undone.</source>
        <translation>Удалить %1 и его файл? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>Chip not deleted</source>
        <translation>Чип не удалён</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 удалён</translation>
    </message>
    <message>
        <source>C&amp;olour…</source>
        <translation>&amp;Цвет…</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Цвет %1</translation>
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
        <translation>байты</translation>
    </message>
    <message>
        <source>intensity (FLOPs/B)</source>
        <translation>интенсивность (FLOPs/B)</translation>
    </message>
    <message>
        <source>critical intensity</source>
        <translation>критическая интенсивность</translation>
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
        <translation>T_upper = сумма</translation>
    </message>
    <message>
        <source>attainable FLOPs/s</source>
        <translation>достижимые FLOPs/s</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>ограничение</translation>
    </message>
    <message>
        <source>Floating-point operations of the op (per chip for sharded ops)</source>
        <translation>Операции с плавающей точкой (для шардированных операций — на чип)</translation>
    </message>
    <message>
        <source>Bytes moved over the memory level or link named in brackets</source>
        <translation>Байты, перемещённые через уровень памяти или канал связи, указанный в скобках</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs ÷ bytes</source>
        <translation>Арифметическая интенсивность: FLOPs ÷ байты</translation>
    </message>
    <message>
        <source>The chip&apos;s ridge: peak FLOPs/s ÷ bandwidth. Above it the op is compute-bound</source>
        <translation>Точка перегиба чипа: пиковые FLOPs/s ÷ пропускная способность. Выше неё операция ограничена вычислениями</translation>
    </message>
    <message>
        <source>FLOPs ÷ peak FLOPs/s</source>
        <translation>FLOPs ÷ пиковые FLOPs/s</translation>
    </message>
    <message>
        <source>bytes ÷ bandwidth</source>
        <translation>байты ÷ пропускная способность</translation>
    </message>
    <message>
        <source>max(T_math, T_comms): the time when compute and communication overlap</source>
        <translation>max(T_math, T_comms): время, когда вычисления и коммуникация перекрываются (нижняя граница)</translation>
    </message>
    <message>
        <source>T_math + T_comms: the time when they do not</source>
        <translation>T_math + T_comms: время, когда они не перекрываются (верхняя граница)</translation>
    </message>
    <message>
        <source>FLOPs ÷ T_lower = min(peak, intensity × bandwidth)</source>
        <translation>FLOPs ÷ T_lower = min(пик, интенсивность × пропускная способность)</translation>
    </message>
    <message>
        <source>Compute-bound when T_math &gt; T_comms, otherwise bound by the bandwidth</source>
        <translation>Ограничено вычислениями при T_math &gt; T_comms, иначе — пропускной способностью</translation>
    </message>
    <message>
        <source>The selected op on each shown chip; hover a row name for its definition</source>
        <translation>Выбранная операция на каждом показанном чипе; наведите курсор на название строки, чтобы увидеть определение</translation>
    </message>
    <message>
        <source>What would flip the bound, solved exactly with the other parameters held</source>
        <translation>Что изменит тип ограничения — решено точно при прочих неизменных параметрах</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select an op in the Ops panel or click a marker on the roofline.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Выберите операцию на панели «Операции» или щёлкните маркер на графике roofline.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1. %2.</source>
        <comment>the bound, then what would change it</comment>
        <translation>%1. %2.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>compute-bound</source>
        <comment>the bound row&apos;s cell</comment>
        <translation>вычисления</translation>
    </message>
    <message>
        <source>%1-bound</source>
        <comment>the bound row&apos;s cell</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>память</translation>
    </message>
    <message>
        <source>The bytes that must be resident at once, of the memory&apos;s capacity (⚠: does not fit)</source>
        <translation>Байты, которые должны быть в памяти одновременно, из её ёмкости (⚠: не помещается)</translation>
    </message>
    <message>
        <source>Does not fit: %1. %2</source>
        <comment>the capacity warning, then the bound</comment>
        <translation>Не помещается: %1. %2</translation>
    </message>
    <message>
        <source>Its FLOPs per kernel are %1× the op&apos;s: the link may join different shapes.</source>
        <translation>Его FLOPs на ядро — %1× от FLOPs операции: связь, возможно, соединяет разные формы.</translation>
    </message>
    <message numerus="yes">
        <source>Measured %1 (%Ln kernel(s)) reaches %2 % of the roofline&apos;s prediction: %3 predicted, %4 measured per kernel.</source>
        <translation>
            <numerusform>Измерения %1 (%Ln ядро) достигают %2 % от предсказания roofline: предсказано %3, измерено %4 на ядро.</numerusform>
            <numerusform>Измерения %1 (%Ln ядра) достигают %2 % от предсказания roofline: предсказано %3, измерено %4 на ядро.</numerusform>
            <numerusform>Измерения %1 (%Ln ядер) достигают %2 % от предсказания roofline: предсказано %3, измерено %4 на ядро.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ErrorText</name>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>файл не найден</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>cannot be read (permission denied?)</source>
        <translation>не удаётся прочитать (нет прав доступа?)</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>ошибка чтения</translation>
    </message>
    <message>
        <source>cannot be written (%1); the old file is unchanged</source>
        <translation>не удаётся записать (%1); прежний файл не изменён</translation>
    </message>
    <message>
        <source>larger than %1, the limit for this kind of file</source>
        <translation>больше %1 — предела для файлов этого вида</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8</source>
        <translation>файл в кодировке UTF-16; сохраните его в UTF-8</translation>
    </message>
    <message>
        <source>binary data (a NUL byte), not a text file</source>
        <translation>двоичные данные (байт NUL), а не текстовый файл</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (byte %1); save the file as UTF-8</source>
        <translation>текст не является корректным UTF-8 (байт %1); сохраните файл в UTF-8</translation>
    </message>
    <message>
        <source>malformed JSON</source>
        <translation>ошибка в синтаксисе JSON</translation>
    </message>
    <message>
        <source>truncated JSON (the text ends too early)</source>
        <translation>JSON оборван (текст кончается раньше времени)</translation>
    </message>
    <message>
        <source>the key %1 appears twice in the same object</source>
        <translation>ключ %1 встречается в одном объекте дважды</translation>
    </message>
    <message>
        <source>the number %1 is out of range (larger than 1.8e308)</source>
        <translation>число %1 вне допустимого диапазона (больше 1.8e308)</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels</source>
        <translation>вложенность JSON глубже %1 уровней</translation>
    </message>
    <message>
        <source>missing key “%1”</source>
        <translation>нет ключа «%1»</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>ожидается %1, получено %2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не может быть пустым</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>должно быть конечным числом</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 — не конечное число</translation>
    </message>
    <message>
        <source>must be a positive number, got %1</source>
        <translation>должно быть положительным числом, получено %1</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>должно быть целым числом, получено %1</translation>
    </message>
    <message>
        <source>must be a positive number up to %1, got %2</source>
        <translation>должно быть положительным числом не больше %1, получено %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>должно быть от %1 до %2, получено %3</translation>
    </message>
    <message>
        <source>must be in (0, 1], got %1</source>
        <translation>должно лежать в (0, 1], получено %1</translation>
    </message>
    <message>
        <source>must be 1–64 characters of a–z, 0–9, “-”, “_” or “.”, got %1</source>
        <translation>должно состоять из 1–64 символов a–z, 0–9, «-», «_» или «.», получено %1</translation>
    </message>
    <message>
        <source>%1 is used twice (names of memory levels and links must be unique)</source>
        <translation>%1 встречается дважды (имена уровней памяти и связей должны быть уникальными)</translation>
    </message>
    <message>
        <source>needs at least one precision, e.g. bf16</source>
        <translation>нужна хотя бы одна точность, например bf16</translation>
    </message>
    <message>
        <source>needs at least one memory level (the first is HBM or similar)</source>
        <translation>нужен хотя бы один уровень памяти (первый — HBM или подобная память)</translation>
    </message>
    <message>
        <source>unknown name %1; expected one of %2</source>
        <translation>неизвестное имя %1; ожидается одно из: %2</translation>
    </message>
    <message>
        <source>a quoted field is not closed (a &quot; is missing)</source>
        <translation>поле в кавычках не закрыто (не хватает &quot;)</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote (write &quot;&quot; for a quote inside a field)</source>
        <translation>лишний текст после закрывающей кавычки (кавычку внутри поля пишут как &quot;&quot;)</translation>
    </message>
    <message>
        <source>no value (the field is empty)</source>
        <translation>нет значения (поле пустое)</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 — не число</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>не может быть отрицательным, получено %1</translation>
    </message>
    <message>
        <source>the column %1 appears twice in the header</source>
        <translation>столбец %1 встречается в заголовке дважды</translation>
    </message>
    <message>
        <source>the header has no column %1; a measured-kernels CSV needs name, flops, bytes, seconds (and may have chip, link); found %2</source>
        <translation>в заголовке нет столбца %1; CSV измеренных ядер должен содержать name, flops, bytes, seconds (и может содержать chip, link); найдено: %2</translation>
    </message>
    <message numerus="yes">
        <source>this line has %n field(s)</source>
        <translation>
            <numerusform>в этой строке %n поле</numerusform>
            <numerusform>в этой строке %n поля</numerusform>
            <numerusform>в этой строке %n полей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the header has %n field(s)</source>
        <translation>
            <numerusform>в заголовке %n поле</numerusform>
            <numerusform>в заголовке %n поля</numerusform>
            <numerusform>в заголовке %n полей</numerusform>
        </translation>
    </message>
    <message>
        <source>the file has no kernels</source>
        <translation>в файле нет ядер</translation>
    </message>
    <message>
        <source> (it follows a slider)</source>
        <translation> (значение задаётся ползунком)</translation>
    </message>
    <message>
        <source>a count (no unit, or inst)</source>
        <translation>количеством (без единицы или inst)</translation>
    </message>
    <message>
        <source>bytes (byte, Kbyte, Mbyte, Gbyte, Tbyte)</source>
        <translation>байтами (byte, Kbyte, Mbyte, Gbyte, Tbyte)</translation>
    </message>
    <message>
        <source>a time (nsecond, usecond, msecond, second)</source>
        <translation>временем (nsecond, usecond, msecond, second)</translation>
    </message>
    <message>
        <source>a bandwidth (byte/second, Gbyte/second…)</source>
        <translation>пропускной способностью (byte/second, Gbyte/second…)</translation>
    </message>
    <message>
        <source>a frequency (cycle/second, cycle/nsecond, Ghz…)</source>
        <translation>частотой (cycle/second, cycle/nsecond, Ghz…)</translation>
    </message>
    <message>
        <source>a count per cycle (inst/cycle)</source>
        <translation>количеством за такт (inst/cycle)</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, got %3</source>
        <translation>должно быть целым числом от %1 до %2, получено %3</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>должно быть не меньше %1, получено %2</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>должно быть больше %1, получено %2</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>должно быть не больше %1, получено %2</translation>
    </message>
    <message>
        <source>no parameter %1</source>
        <translation>нет параметра %1</translation>
    </message>
    <message>
        <source>no parameter %1; the parameters are %2</source>
        <translation>нет параметра %1; параметры: %2</translation>
    </message>
    <message>
        <source>no dtype parameter %1</source>
        <translation>нет параметра типа данных %1</translation>
    </message>
    <message>
        <source>no dtype parameter %1; the dtype parameters are %2</source>
        <translation>нет параметра типа данных %1; параметры типа данных: %2</translation>
    </message>
    <message>
        <source>cannot follow a slider (only whole-number dimensions can)</source>
        <translation>не может задаваться ползунком (это возможно только для целочисленных размерностей)</translation>
    </message>
    <message>
        <source>cannot follow the %1 slider (only whole-number dimensions can)</source>
        <translation>не может задаваться ползунком %1 (это возможно только для целочисленных размерностей)</translation>
    </message>
    <message>
        <source>%1 is a compute format, not a storage format</source>
        <translation>%1 — формат вычислений, а не формат хранения</translation>
    </message>
    <message>
        <source>an elementwise op needs at least one input or output (it moves no bytes)</source>
        <translation>поэлементной операции нужен хотя бы один вход или выход (иначе она не перемещает ни одного байта)</translation>
    </message>
    <message>
        <source>unknown op kind %1; expected one of %2</source>
        <translation>неизвестный вид операции %1; ожидается один из: %2</translation>
    </message>
    <message>
        <source>%1 is given twice (keys are case-insensitive)</source>
        <translation>%1 задан дважды (регистр в ключах не различается)</translation>
    </message>
    <message>
        <source>%1 has no memory level or link named %2 (it has %3)</source>
        <translation>у %1 нет уровня памяти или канала связи с именем %2 (есть: %3)</translation>
    </message>
    <message>
        <source>FLOPs %1, bytes %2 and seconds %3 give an intensity or a rate that is not a finite number</source>
        <translation>FLOPs %1, байты %2 и секунды %3 дают интенсивность или скорость, не являющуюся конечным числом</translation>
    </message>
    <message>
        <source>its roof on %1 is not a finite number</source>
        <translation>его потолок на %1 — не конечное число</translation>
    </message>
    <message>
        <source>the unit %1 is not %2</source>
        <translation>единица %1 не является %2</translation>
    </message>
    <message>
        <source>no kernel has a duration (gpu__time_duration.sum); profile with ncu --csv --metrics gpu__time_duration.sum,dram__bytes.sum,sm__sass_thread_inst_executed_op_ffma_pred_on.sum,…</source>
        <translation>ни у одного ядра нет длительности (gpu__time_duration.sum); профилируйте с ncu --csv --metrics gpu__time_duration.sum,dram__bytes.sum,sm__sass_thread_inst_executed_op_ffma_pred_on.sum,…</translation>
    </message>
    <message>
        <source>%1 on %2: FLOPs or bytes overflow (the shape is too large)</source>
        <translation>%1 на %2: переполнение FLOPs или байтов (слишком большая форма)</translation>
    </message>
    <message>
        <source>%1 on %2: the op moves no bytes, so its arithmetic intensity is undefined</source>
        <translation>%1 на %2: операция не перемещает ни одного байта, поэтому её арифметическая интенсивность не определена</translation>
    </message>
    <message>
        <source>%1 on %2: the op does no FLOPs, so it has no place on a roofline</source>
        <translation>%1 на %2: операция не выполняет FLOPs, поэтому ей нет места на графике roofline</translation>
    </message>
    <message>
        <source>%1 on %2: the times overflow or vanish</source>
        <translation>%1 на %2: времена переполняются или обращаются в ноль</translation>
    </message>
    <message>
        <source>the file is project format %1, written by a newer Roofline Studio; this version reads format %2 and older</source>
        <translation>файл имеет формат проекта %1 и записан более новой версией Roofline Studio; эта версия читает формат %2 и более старые</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 указан дважды</translation>
    </message>
    <message numerus="yes">
        <source>must be the index of one of the %n sweep(s), got %1</source>
        <translation>
            <numerusform>должно быть индексом одной из %n кривой, получено %1</numerusform>
            <numerusform>должно быть индексом одной из %n кривых, получено %1</numerusform>
            <numerusform>должно быть индексом одной из %n кривых, получено %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must be the index of one of the %n op(s), got %1</source>
        <translation>
            <numerusform>должно быть индексом одной из %n операции, получено %1</numerusform>
            <numerusform>должно быть индексом одной из %n операций, получено %1</numerusform>
            <numerusform>должно быть индексом одной из %n операций, получено %1</numerusform>
        </translation>
    </message>
    <message>
        <source>the bounds must lie within ±1e300</source>
        <translation>границы должны лежать в пределах ±1e300</translation>
    </message>
    <message>
        <source>expected [lower, upper], an array of two numbers</source>
        <translation>ожидается [нижняя, верхняя] — массив из двух чисел</translation>
    </message>
    <message>
        <source>the lower bound must be below the upper one, got [%1, %2]</source>
        <translation>нижняя граница должна быть меньше верхней, получено [%1, %2]</translation>
    </message>
    <message>
        <source>a logarithmic axis needs a positive lower bound, got %1</source>
        <translation>логарифмической оси нужна положительная нижняя граница, получено %1</translation>
    </message>
    <message numerus="yes">
        <source>the regular expression is longer than %n character(s)</source>
        <translation>
            <numerusform>регулярное выражение длиннее %n символа</numerusform>
            <numerusform>регулярное выражение длиннее %n символов</numerusform>
            <numerusform>регулярное выражение длиннее %n символов</numerusform>
        </translation>
    </message>
    <message>
        <source>a &quot;(&quot; without its &quot;)&quot;</source>
        <translation>«(» без парной «)»</translation>
    </message>
    <message>
        <source>a &quot;[&quot; without its &quot;]&quot;</source>
        <translation>«[» без парной «]»</translation>
    </message>
    <message>
        <source>a &quot;)&quot; without its &quot;(&quot;</source>
        <translation>«)» без парной «(»</translation>
    </message>
    <message>
        <source>a repeat (*, +, ?, {n}) with nothing before it to repeat</source>
        <translation>повтор (*, +, ?, {n}), перед которым нечего повторять</translation>
    </message>
    <message>
        <source>{n,m} with m smaller than n</source>
        <translation>{n,m}, где m меньше n</translation>
    </message>
    <message>
        <source>a repeat count above 1000</source>
        <translation>число повторов больше 1000</translation>
    </message>
    <message>
        <source>a range whose end comes before its start, such as z-a</source>
        <translation>диапазон, конец которого раньше начала, например z-a</translation>
    </message>
    <message>
        <source>back-references (\1…) are not supported</source>
        <translation>обратные ссылки (\1…) не поддерживаются</translation>
    </message>
    <message>
        <source>look-arounds and named groups ((?=, (?!, (?&lt;) are not supported</source>
        <translation>просмотр вперёд/назад и именованные группы ((?=, (?!, (?&lt;) не поддерживаются</translation>
    </message>
    <message>
        <source>an escape this filter does not know</source>
        <translation>экранирование, которое этот фильтр не знает</translation>
    </message>
    <message>
        <source>a &quot;\&quot; at the end</source>
        <translation>«\» в конце</translation>
    </message>
    <message>
        <source>groups nested more than 64 deep</source>
        <translation>группы вложены глубже 64 уровней</translation>
    </message>
    <message>
        <source>the pattern is too complex (its repeats write out too many steps)</source>
        <translation>шаблон слишком сложен (его повторы разворачиваются в слишком много шагов)</translation>
    </message>
    <message>
        <source>the regular expression %1 is not valid at character %2: %3</source>
        <translation>регулярное выражение %1 некорректно в символе %2: %3</translation>
    </message>
    <message>
        <source>expected [name, number], as the Empirical Roofline Toolkit writes it, got %1</source>
        <translation>ожидается [имя, число], как пишет Empirical Roofline Toolkit, получено %1</translation>
    </message>
    <message>
        <source>no measurements (ERT writes one [name, value] pair per %1 here; did its run finish?)</source>
        <translation>нет измерений (ERT пишет здесь по паре [имя, значение] на каждый %1; его запуск завершился?)</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>level</source>
        <translation>уровень</translation>
    </message>
    <message>
        <source>not a whole gzip file (%1)</source>
        <translation>не целый файл gzip (%1)</translation>
    </message>
    <message>
        <source>&quot;Input Dims&quot; lists %1 arguments and &quot;Input type&quot; %2: they must describe the same arguments</source>
        <translation>«Input Dims» перечисляет %1 аргументов, а «Input type» — %2: они должны описывать одни и те же аргументы</translation>
    </message>
    <message>
        <source>%1 was recorded without its input shapes: profile with record_shapes=True</source>
        <translation>%1 записана без форм входов: профилируйте с record_shapes=True</translation>
    </message>
    <message>
        <source>the trace has no GPU kernels (only %1 CPU ops): profile with ProfilerActivity.CUDA as well</source>
        <translation>в трассе нет ядер GPU (только %1 операций CPU): профилируйте также с ProfilerActivity.CUDA</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 has no %2 peak; it has %3</source>
        <translation>У %1 нет пика %2; есть %3</translation>
    </message>
    <message>
        <source>%1 has no chip-to-chip link for a %2</source>
        <translation>У %1 нет межчипового канала связи для операции «%2»</translation>
    </message>
    <message>
        <source>a %1 has no batch dimension to sweep</source>
        <translation>у операции «%1» нет размерности батча для развёртки</translation>
    </message>
    <message>
        <source>%1 on %2: FLOPs/s at B = %3 is not a finite number (the shape is too large)</source>
        <translation>%1 на %2: FLOPs/s при B = %3 — не конечное число (форма слишком велика)</translation>
    </message>
    <message>
        <source>expected B, D, F, T or S (the slider it follows), got %1</source>
        <translation>ожидается B, D, F, T или S (ползунок, которому он следует), получено %1</translation>
    </message>
    <message>
        <source>must be one of %1, got %2</source>
        <translation>должно быть одним из: %1, получено %2</translation>
    </message>
    <message>
        <source>T must be at most S (the new tokens are among the keys), got T=%1 and S=%2</source>
        <translation>T не может быть больше S (новые токены входят в число ключей), получено T=%1 и S=%2</translation>
    </message>
    <message>
        <source>N must be a multiple of K (each key/value head serves N/K query heads), got N=%1 and K=%2</source>
        <translation>N должно быть кратно K (каждая голова ключей/значений обслуживает N/K голов запросов), получено N=%1 и K=%2</translation>
    </message>
    <message>
        <source>only links have a count; a memory level has none</source>
        <translation>количество (count) есть только у связей; у уровня памяти его нет</translation>
    </message>
    <message>
        <source>%1 is a memory level; a collective needs a chip-to-chip link (%2 has %3)</source>
        <translation>%1 — уровень памяти; коллективной операции нужна связь между чипами (у %2 есть: %3)</translation>
    </message>
    <message>
        <source>links=%1, but %2 has %3 such links</source>
        <translation>links=%1, но у %2 только %3 таких связей</translation>
    </message>
    <message>
        <source>cannot be written: the folder %1 is read-only or belongs to someone else (%2); the old file is unchanged</source>
        <translation>не удаётся записать: папка %1 только для чтения или принадлежит другому пользователю (%2); прежний файл не изменён</translation>
    </message>
    <message>
        <source>cannot be written: the disk is full (%1); the old file is unchanged</source>
        <translation>не удаётся записать: диск заполнен (%1); прежний файл не изменён</translation>
    </message>
    <message>
        <source>cannot be written: the folder %1 does not exist, or vanished during the save (%2)</source>
        <translation>не удаётся записать: папки %1 нет, или она исчезла во время сохранения (%2)</translation>
    </message>
    <message>
        <source>tp=%1 must divide %2 (%3): each chip holds an equal share</source>
        <translation>tp=%1 должно делить %2 (%3): каждый чип хранит равную долю</translation>
    </message>
    <message>
        <source>there is no head_dim, and hidden_size %1 is not a multiple of num_attention_heads %2</source>
        <translation>нет head_dim, а hidden_size %1 не кратно num_attention_heads %2</translation>
    </message>
    <message>
        <source>neither a model file (it has no d_model) nor a Hugging Face config.json (it has no hidden_size, model_type or architectures)</source>
        <translation>это ни файл модели (нет d_model), ни config.json Hugging Face (нет hidden_size, model_type или architectures)</translation>
    </message>
    <message>
        <source>only links have a latency (one hop of a collective); a memory level has none</source>
        <translation>задержка (один переход коллективной операции) есть только у связей; у уровня памяти её нет</translation>
    </message>
    <message>
        <source>the model type %1 is not one Roofline Studio reads (it reads %2: transformers with a gated MLP, dense or with experts)</source>
        <translation>Roofline Studio не читает тип модели %1 (читает %2: трансформеры с гейтированным MLP, плотные или со смесью экспертов)</translation>
    </message>
    <message>
        <source>is a key of a mixture of experts, which needs n_experts, got %1 without it</source>
        <translation>это ключ смеси экспертов, ему нужен n_experts, а получено %1 без него</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>символьное устройство</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>блочное устройство</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO (именованный канал)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <source>something other than a file</source>
        <translation>не файл</translation>
    </message>
    <message>
        <source>%1 is not a number in either form (1,234,567.8 or 1.234.567,8: one mark between groups of three digits, the other before the decimals)</source>
        <translation>%1 — не число ни в одной из записей (1,234,567.8 или 1.234.567,8: один знак между группами из трёх цифр, другой перед дробной частью)</translation>
    </message>
    <message>
        <source>is %1, not a regular file; Roofline Studio reads and writes only regular files</source>
        <translation>— это %1, а не обычный файл; Roofline Studio читает и записывает только обычные файлы</translation>
    </message>
    <message>
        <source>a loop of symbolic links (each leads to another, never to a file)</source>
        <translation>петля символических ссылок (каждая ведёт к другой, но ни одна — к файлу)</translation>
    </message>
    <message>
        <source>is %1, an input: writing it would destroy it</source>
        <translation>— это %1, входной файл: запись в него его уничтожит</translation>
    </message>
    <message>
        <source>is also the file %1 writes: one output would overwrite the other</source>
        <translation>— это также файл, который записывает %1: один результат затёр бы другой</translation>
    </message>
    <message>
        <source>%1 could be %2 or %3, and no other number in the file says whether its decimal mark is a point or a comma; export it again with decimal points and no thousands separators (LC_ALL=C)</source>
        <translation>%1 может означать %2 или %3, и ни одно другое число в файле не показывает, что служит десятичным знаком — точка или запятая; экспортируйте файл заново с десятичной точкой и без разделителей тысяч (LC_ALL=C)</translation>
    </message>
    <message>
        <source>%1 does not write numbers as %2 (line:column %3) does: the file mixes two ways of writing numbers; export it again in one locale (LC_ALL=C)</source>
        <translation>%1 записывает числа не так, как %2 (строка:столбец %3): в файле смешаны две записи чисел; экспортируйте его заново в одной локали (LC_ALL=C)</translation>
    </message>
    <message>
        <source>a count of instructions or operations must be whole, got %1 = %2; if &quot;.&quot; separates thousands in this file, export it again with LC_ALL=C</source>
        <translation>число инструкций или операций должно быть целым, получено %1 = %2; если в этом файле «.» разделяет тысячи, экспортируйте его заново с LC_ALL=C</translation>
    </message>
    <message>
        <source>numbers read with a decimal comma and &quot;.&quot; between thousands, as %1 shows</source>
        <translation>числа прочитаны с десятичной запятой и «.» между тысячами, как показывает %1</translation>
    </message>
    <message>
        <source>%1 Nsight Compute runs one after another (their tables start at lines %2); each run&apos;s launches are kernels of their own, though their IDs start again at 0</source>
        <translation>прогонов Nsight Compute подряд: %1 (их таблицы начинаются в строках %2); запуски ядер каждого прогона — отдельные ядра, хотя их ID снова начинаются с 0</translation>
    </message>
    <message>
        <source>line %1 follows an Nsight Compute table and is part of none (a program&apos;s output?): not read</source>
        <translation>строка %1 идёт после таблицы Nsight Compute и не входит ни в одну (вывод программы?): не прочитана</translation>
    </message>
    <message>
        <source>lines %1–%2 follow an Nsight Compute table and are part of none (a program&apos;s output?): not read</source>
        <translation>строки %1–%2 идут после таблицы Nsight Compute и не входят ни в одну (вывод программы?): не прочитаны</translation>
    </message>
    <message>
        <source>experts that skip layers are not modelled (only dense layers first, then experts in every layer), got %1</source>
        <translation>эксперты через слой не моделируются (только сначала плотные слои, затем эксперты в каждом слое), получено %1</translation>
    </message>
    <message>
        <source>%1 of the trace&apos;s %2 of kernel time (%3 %) ran in ops the app does not model, and is not on the chart: %4</source>
        <translation>%1 из %2 времени ядер трассировки (%3 %) пришлось на операции, которые приложение не моделирует, и не показано на графике: %4</translation>
    </message>
    <message>
        <source>%1 is counted as unmodelled: %2</source>
        <translation>%1 учтена как немоделируемая: %2</translation>
    </message>
    <message>
        <source>%1 run(s) of modelled ops launched no GPU kernel in the trace and are left out</source>
        <translation>запусков моделируемых операций без ядер GPU в трассировке: %1; они не учтены</translation>
    </message>
    <message>
        <source>attention was recorded without &quot;Concrete Inputs&quot;: is_causal is taken as False, PyTorch&apos;s default</source>
        <translation>внимание записано без &quot;Concrete Inputs&quot;: is_causal принят равным False, как по умолчанию в PyTorch</translation>
    </message>
    <message>
        <source>%1 of memory copies and sets (gpu_memcpy, gpu_memset) are not kernels and are not counted</source>
        <translation>%1 копирований и заполнений памяти (gpu_memcpy, gpu_memset) — не ядра и не учитываются</translation>
    </message>
    <message>
        <source>%1 %2 runs one after another (they start at lines %3); each run&apos;s kernels are kernels of their own, never added to another run&apos;s</source>
        <translation>прогонов %2 подряд: %1 (они начинаются в строках %3); ядра каждого прогона — отдельные ядра, они никогда не складываются с ядрами другого прогона</translation>
    </message>
    <message>
        <source>%1 kernels (%2) could have been launched by any of the processes %3, which share their ids (External id, correlation): counted as unmodelled time, in no op</source>
        <translation>ядер: %1 (%2); их мог запустить любой из процессов %3, у которых общие идентификаторы (External id, correlation): учтены как немоделируемое время, ни в какой операции</translation>
    </message>
    <message>
        <source>a name of %1 bytes, longer than the %2 a kernel&apos;s name may have: fields run together, or not a profile</source>
        <translation>имя длиной %1 байт, длиннее %2 байт, допустимых для имени ядра: слипшиеся поля или не профиль</translation>
    </message>
    <message>
        <source>%1 of kernel time ran on the trace&apos;s other GPUs (%2) and is left out: GPU %3 is read, the one with the most kernel time</source>
        <translation>%1 времени ядер пришлось на другие GPU трассировки (%2) и не учтено: прочитан GPU %3, на котором больше всего времени ядер</translation>
    </message>
    <message>
        <source>%1 of kernel time ran on the trace&apos;s other GPUs (%2) and is left out: GPU %3 is read, the one asked for</source>
        <translation>%1 времени ядер пришлось на другие GPU трассировки (%2) и не учтено: прочитан выбранный GPU %3</translation>
    </message>
    <message>
        <source>%1 stores weights with block scales; it computes in %2, which is the format to give</source>
        <translation>%1 хранит веса с блочными масштабами; вычисления идут в %2 — этот формат и нужно указать</translation>
    </message>
    <message>
        <source>a sliding window W (the positions before each query) needs causal=1</source>
        <translation>скользящее окно W (позиции перед каждым запросом) требует causal=1</translation>
    </message>
    <message>
        <source>is a key of multi-head latent attention, which needs kv_lora_rank, got %1 without it</source>
        <translation>это ключ многоголового латентного внимания, которому нужен kv_lora_rank; получено %1 без него</translation>
    </message>
    <message>
        <source>in latent attention this must be %1 (the decompressed heads of prefill), got %2</source>
        <translation>в латентном внимании здесь должно быть %1 (распакованные головы предзаполнения), получено %2</translation>
    </message>
    <message>
        <source>%1 are not modelled yet (%2), so this model cannot be priced</source>
        <translation>%1 пока не моделируются (%2), поэтому стоимость этой модели не оценить</translation>
    </message>
    <message>
        <source>only links have a domain (how many chips a link joins directly); a memory level has none</source>
        <translation>домен есть только у связей (сколько чипов связь соединяет напрямую); у уровня памяти его нет</translation>
    </message>
    <message>
        <source>no link of %1 reaches %2 chips, alone or with another link (%3)</source>
        <translation>ни одна связь %1 не охватывает %2 чипов, ни одна, ни вместе с другой (%3)</translation>
    </message>
    <message>
        <source>E must be a multiple of ep (the experts are split evenly, E/ep on each chip), got E=%1 and ep=%2</source>
        <translation>E должно делиться на ep (эксперты делятся поровну, E/ep на каждый чип), получено E=%1 и ep=%2</translation>
    </message>
    <message>
        <source>ep=%1: the model has no routed experts to split (expert parallelism needs a mixture of experts)</source>
        <translation>ep=%1: у модели нет маршрутизируемых экспертов, которые можно разделить (параллелизм по экспертам требует смеси экспертов)</translation>
    </message>
    <message>
        <source>ep=%1 with tp=%2: expert parallelism beside tensor parallelism is not modelled yet (ep runs with tp 1)</source>
        <translation>ep=%1 при tp=%2: параллелизм по экспертам вместе с тензорным пока не моделируется (ep работает при tp 1)</translation>
    </message>
    <message>
        <source>%1 of the trace&apos;s %2 of kernel time (%3 %) moved data in ops that do no FLOPs: costed by their bytes, they are not on the chart: %4</source>
        <translation>%1 из %2 времени ядер трассировки (%3 %) ушло на перемещение данных в операциях без FLOPs: их стоимость посчитана по байтам, на графике их нет: %4</translation>
    </message>
</context>
<context>
    <name>roofline::ui::EvaluationText</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; на &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>bytes (%1)</source>
        <translation>байты (%1)</translation>
    </message>
    <message>
        <source>intensity</source>
        <translation>интенсивность</translation>
    </message>
    <message>
        <source>%1 FLOPs/byte</source>
        <translation>%1 FLOPs/байт</translation>
    </message>
    <message>
        <source>critical intensity</source>
        <translation>критическая интенсивность</translation>
    </message>
    <message>
        <source>peak (%1)</source>
        <translation>пик (%1)</translation>
    </message>
    <message>
        <source> FLOPs/s</source>
        <translation> FLOPs/s</translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation>пропускная способность %1</translation>
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
        <translation>T_upper = сумма</translation>
    </message>
    <message>
        <source>attainable</source>
        <translation>достижимо</translation>
    </message>
    <message>
        <source>stays compute-bound while %1 %2 %3</source>
        <translation>остаётся ограниченной вычислениями, пока %1 %2 %3</translation>
    </message>
    <message>
        <source>compute-bound once %1 %2 %3</source>
        <translation>становится ограниченной вычислениями при %1 %2 %3</translation>
    </message>
    <message>
        <source>compute-bound for any %1</source>
        <translation>ограничено вычислениями при любом %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>no %1 alone makes it compute-bound</source>
        <translation>никакое значение %1 само по себе не делает её ограниченной вычислениями</translation>
    </message>
    <message>
        <source>its intensity %1 is above the critical %2, so more bandwidth would not help</source>
        <translation>её интенсивность %1 выше критической %2, так что большая пропускная способность не поможет</translation>
    </message>
    <message>
        <source>it needs an intensity above %1 FLOPs/byte (has %2)</source>
        <translation>ей нужна интенсивность выше %1 FLOPs/байт (сейчас %2)</translation>
    </message>
    <message>
        <source>Above its roof: check the peak or the byte count</source>
        <translation>Выше своей крыши: проверьте пик или число байтов</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (measured) on &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (измерено) на &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <source>achieved</source>
        <translation>достигнуто</translation>
    </message>
    <message>
        <source>roof = min(peak, bandwidth × intensity)</source>
        <translation>крыша = min(пик, пропускная способность × интенсивность)</translation>
    </message>
    <message>
        <source>of the roof</source>
        <translation>от крыши</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>needs %1 of %2 %3</source>
        <translation>нужно %1 из %2 %3</translation>
    </message>
    <message>
        <source>footprint</source>
        <translation>объём в памяти</translation>
    </message>
    <message>
        <source>compute-bound at any B</source>
        <translation>ограничено вычислениями при любом B</translation>
    </message>
    <message>
        <source>memory-bound at any B</source>
        <translation>ограничено памятью при любом B</translation>
    </message>
    <message>
        <source>%1: intensity ≈ N/K = %2 in decode</source>
        <translation>%1: интенсивность ≈ N/K = %2 при декодировании</translation>
    </message>
    <message>
        <source>%1: intensity ≈ %2 in decode, however long S</source>
        <translation>%1: интенсивность ≈ %2 при декодировании, какой бы длинной ни была S</translation>
    </message>
    <message>
        <source>%1: intensity %2 in prefill grows with T = S, not with B</source>
        <translation>%1: интенсивность %2 при предзаполнении растёт с T = S, а не с B</translation>
    </message>
    <message>
        <source>%1: intensity %2 depends on T and S, not on B</source>
        <translation>%1: интенсивность %2 зависит от T и S, а не от B</translation>
    </message>
    <message>
        <source>other (%1 groups, %2 % of the time)</source>
        <translation>прочие (групп: %1, %2 % времени)</translation>
    </message>
    <message>
        <source>The groups with less time than the %1 drawn, as one point: %2 kernels, their totals, against the first memory level</source>
        <translation>Группы, занявшие меньше времени, чем %1 нарисованных, одной точкой: ядер: %2, их суммы, относительно первого уровня памяти</translation>
    </message>
    <message numerus="yes">
        <source>its %1 token(s) touch E_act = %2 of the %3 experts (%4 per token), whose weights it reads</source>
        <translation>
            <numerusform>его %1 токен задействует E_act = %2 из %3 экспертов (%4 на токен), и их веса читаются</numerusform>
            <numerusform>его %1 токена задействуют E_act = %2 из %3 экспертов (%4 на токен), и их веса читаются</numerusform>
            <numerusform>его %1 токенов задействуют E_act = %2 из %3 экспертов (%4 на токен), и их веса читаются</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the precision of the op it is linked to</source>
        <translation>%1, точность связанной с ним операции</translation>
    </message>
    <message>
        <source>%1, its precision</source>
        <translation>%1, его точность</translation>
    </message>
    <message>
        <source>%1, the chip&apos;s highest: the chip has no %2 peak</source>
        <translation>%1, наибольший у чипа: у чипа нет пика %2</translation>
    </message>
    <message>
        <source>%1, the chip&apos;s highest: its kernels ran in different precisions</source>
        <translation>%1, наибольший у чипа: его ядра работали в разных точностях</translation>
    </message>
    <message>
        <source>%1, the chip&apos;s highest: its precision is not known</source>
        <translation>%1, наибольший у чипа: его точность неизвестна</translation>
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
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Рисунки SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Export Chart…</source>
        <translation>&amp;Экспорт графика…</translation>
    </message>
    <message>
        <source>Save the roofline chart, the batch-size chart or both as PNG, SVG, PDF or CSV</source>
        <translation>Сохранить график roofline, график размера батча или оба в PNG, SVG, PDF или CSV</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>&amp;Копировать график</translation>
    </message>
    <message>
        <source>Put the chart on the clipboard as a PNG image, as the last export drew it</source>
        <translation>Поместить график в буфер обмена как изображение PNG, как его нарисовал последний экспорт</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 не записан: %2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Экспортирован %1</translation>
    </message>
    <message>
        <source>The chart was not copied: %1</source>
        <translation>График не скопирован: %1</translation>
    </message>
    <message>
        <source>Copied the chart as a %1 × %2 PNG image</source>
        <translation>График скопирован как изображение PNG %1 × %2</translation>
    </message>
    <message>
        <source>the project file</source>
        <translation>файл проекта</translation>
    </message>
    <message>
        <source>the file of the chip %1</source>
        <translation>файл чипа %1</translation>
    </message>
    <message>
        <source>the file of the model %1</source>
        <translation>файл модели %1</translation>
    </message>
    <message>
        <source>the measurements compared with</source>
        <translation>файл измерений для сравнения</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ExportDialog</name>
    <message>
        <source>&amp;Transparent background</source>
        <translation>&amp;Прозрачный фон</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Экспорт графика</translation>
    </message>
    <message>
        <source>Roofline chart</source>
        <translation>График roofline</translation>
    </message>
    <message>
        <source>Batch-size chart</source>
        <translation>График размера батча</translation>
    </message>
    <message>
        <source>Both, side by side</source>
        <translation>Оба рядом</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Изображение PNG</translation>
    </message>
    <message>
        <source>SVG drawing (vector, text stays text)</source>
        <translation>Рисунок SVG (вектор, текст остаётся текстом)</translation>
    </message>
    <message>
        <source>PDF document (vector)</source>
        <translation>Документ PDF (вектор)</translation>
    </message>
    <message>
        <source>CSV of the plotted data</source>
        <translation>CSV с нарисованными данными</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Свой</translation>
    </message>
    <message>
        <source> px</source>
        <translation> пикс.</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>How large text and lines are drawn: at × 2 a 3840 × 2160 image looks like a 1920 × 1080 one with twice the pixels</source>
        <translation>Насколько крупно рисуются текст и линии: при × 2 изображение 3840 × 2160 выглядит как 1920 × 1080 с удвоенным числом пикселей</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>Slide (large type, thick lines)</source>
        <translation>Слайд (крупный шрифт, толстые линии)</translation>
    </message>
    <message>
        <source>Dark slide (large type, thick lines, dark background)</source>
        <translation>Тёмный слайд (крупный шрифт, толстые линии, тёмный фон)</translation>
    </message>
    <message>
        <source>Above the charts; empty for none</source>
        <translation>Над графиками; пусто — нет</translation>
    </message>
    <message>
        <source>Below the title</source>
        <translation>Под заголовком</translation>
    </message>
    <message>
        <source>Below the charts, e.g. the source of the numbers</source>
        <translation>Под графиками, напр. источник чисел</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;График:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Размер:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>&amp;Заголовок:</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>П&amp;одзаголовок:</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>П&amp;одпись:</translation>
    </message>
    <message>
        <source>Filled in from what the slide shows (the chips, the op, B; the chip files&apos; sources) until you change it; empty for none</source>
        <translation>Заполняется по тому, что показано на слайде (чипы, операция, B; источники файлов чипов), пока вы его не измените; пусто — без подписи</translation>
    </message>
    <message>
        <source>Latency against throughput (Model panel)</source>
        <translation>Задержка против пропускной способности (панель «Модель»)</translation>
    </message>
    <message>
        <source>Predicted against measured (calibration)</source>
        <translation>Предсказанное против измеренного (калибровка)</translation>
    </message>
    <message>
        <source>The measured step on other chips (calibration)</source>
        <translation>Измеренный шаг на других чипах (калибровка)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::GuideDialog</name>
    <message>
        <source>The Roofline Model</source>
        <translation>Модель roofline</translation>
    </message>
    <message>
        <source>How to read the charts, with the chapter&apos;s formulas</source>
        <translation>Как читать графики, с формулами из главы</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Закрыть руководство</translation>
    </message>
</context>
<context>
    <name>roofline::ui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>The language of the app; it changes at once</source>
        <translation>Язык приложения; меняется сразу</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>Системный (%1)</translation>
    </message>
    <message>
        <source>Follow the language of the desktop</source>
        <translation>Следовать языку рабочего стола</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MainWindow</name>
    <message>
        <source>Untitled[*] — Roofline Studio</source>
        <translation>Без названия[*] — Roofline Studio</translation>
    </message>
    <message>
        <source>The cursor&apos;s position on the chart under it</source>
        <translation>Положение курсора на графике под ним</translation>
    </message>
    <message>
        <source>Skipped a saved chip: %1</source>
        <translation>Сохранённый чип пропущен: %1</translation>
    </message>
    <message>
        <source>The project names chips that are not in the library: %1</source>
        <translation>В проекте есть чипы, которых нет в библиотеке: %1</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Чипы</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>Операции</translation>
    </message>
    <message>
        <source>Sweeps</source>
        <translation>Кривые</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>The chip library</source>
        <translation>Библиотека чипов</translation>
    </message>
    <message>
        <source>The B, D and F sliders and what the roofline shows</source>
        <translation>Ползунки B, D и F и то, что показывает график roofline</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;Add Op…</source>
        <translation>&amp;Добавить операцию…</translation>
    </message>
    <message>
        <source>D&amp;uplicate Op</source>
        <translation>Д&amp;ублировать операцию</translation>
    </message>
    <message>
        <source>New &amp;Chip…</source>
        <translation>Новый &amp;чип…</translation>
    </message>
    <message>
        <source>Create a chip of your own from a form; it is saved and joins the library</source>
        <translation>Создать свой чип по форме; он сохраняется и попадает в библиотеку</translation>
    </message>
    <message>
        <source>&amp;Find Chip</source>
        <translation>&amp;Найти чип</translation>
    </message>
    <message>
        <source>Jump to the chip search field</source>
        <translation>Перейти к полю поиска чипов</translation>
    </message>
    <message>
        <source>&amp;Reset Chart Views</source>
        <translation>&amp;Сбросить вид графиков</translation>
    </message>
    <message>
        <source>Fit both charts to their data again (double-clicking a chart does it for that chart)</source>
        <translation>Снова подогнать оба графика под данные (двойной щелчок по графику делает это для него одного)</translation>
    </message>
    <message>
        <source>Restore &amp;Default Layout</source>
        <translation>Восстановить &amp;исходную раскладку</translation>
    </message>
    <message>
        <source>Put every panel back where it was when the app started</source>
        <translation>Вернуть все панели туда, где они были при запуске</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Панели</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;About Roofline Studio</source>
        <translation>&amp;О программе Roofline Studio</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Измерения</translation>
    </message>
    <message>
        <source>The &amp;Roofline Model</source>
        <translation>&amp;Модель roofline</translation>
    </message>
    <message>
        <source>How to read the charts, with the chapter&apos;s formulas and worked numbers</source>
        <translation>Как читать графики, с формулами и расчётными примерами из главы</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Stopped: %1. Nothing was changed.</source>
        <translation>Остановлено: %1. Ничего не изменено.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>&lt;p&gt;On a chart: the wheel zooms about the cursor, a drag pans, a Shift-drag zooms to a box and a double-click resets the view. In a table, F2 renames the selected row and a double-click edits it. Alt and a field&apos;s underlined letter moves to it (the B, D and F sliders); on a slider, Page Up and Page Down double and halve its value.&lt;/p&gt;</source>
        <translation>&lt;p&gt;На графике: колесо масштабирует вокруг курсора, перетаскивание сдвигает, Shift+перетаскивание масштабирует по рамке, двойной щелчок сбрасывает вид. В таблице F2 переименовывает выбранную строку, а двойной щелчок открывает её для изменения. Alt и подчёркнутая буква поля переводят к нему (ползунки B, D и F); на ползунке Page Up и Page Down удваивают и уменьшают вдвое его значение.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>⚠ Autosave failed</source>
        <translation>⚠ Автосохранение не удалось</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <source>&amp;Measurements</source>
        <translation>&amp;Измерения</translation>
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
        <translation>все чипы</translation>
    </message>
    <message>
        <source>not on a shown chip</source>
        <translation>не на показанном чипе</translation>
    </message>
    <message>
        <source>%1 FLOPs and %2 bytes in %3</source>
        <translation>%1 FLOPs и %2 байт за %3</translation>
    </message>
    <message>
        <source>intensity %1 FLOPs/byte, achieved %2 FLOPs/s</source>
        <translation>интенсивность %1 FLOPs/байт, достигнуто %2 FLOPs/s</translation>
    </message>
    <message>
        <source>Above its roof on %1: check the peak or the byte count</source>
        <translation>Выше своей крыши на %1: проверьте пик или число байтов</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Ядро</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Чип</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Байты</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>Интенсивность</translation>
    </message>
    <message>
        <source>Achieved FLOPs/s</source>
        <translation>Достигнутые FLOPs/s</translation>
    </message>
    <message>
        <source>Of roof</source>
        <translation>Доля крыши</translation>
    </message>
    <message>
        <source>The chip it was measured on; &quot;every chip&quot; places it under each shown chip</source>
        <translation>Чип, на котором измерено; «все чипы» — размещать под каждым показанным чипом</translation>
    </message>
    <message>
        <source>FLOPs / bytes</source>
        <translation>FLOPs / байты</translation>
    </message>
    <message>
        <source>FLOPs / seconds</source>
        <translation>FLOPs / секунды</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Linked to %1: on %2 it reaches %3 % of the roofline&apos;s prediction (%4 predicted, %5 measured per kernel)</source>
        <translation>Связано с %1: на %2 достигает %3 % от предсказания roofline (предсказано %4, измерено %5 на ядро)</translation>
    </message>
    <message>
        <source>%1 of the profile&apos;s time</source>
        <translation>%1 времени профиля</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>№%1</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Число</translation>
    </message>
    <message>
        <source>Of time</source>
        <translation>Доля времени</translation>
    </message>
    <message>
        <source>Kernels of this name on this chip, drawn as one point at their total FLOPs, bytes and time</source>
        <translation>Ядра с этим именем на этом чипе, нарисованные одной точкой по суммарным FLOPs, байтам и времени</translation>
    </message>
    <message>
        <source>Share of the profile&apos;s time: of every kernel measured on the same chip</source>
        <translation>Доля времени профиля: от всех ядер, измеренных на том же чипе</translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) of this name, %1 of the profile&apos;s time</source>
        <translation>
            <numerusform>%Ln ядро с этим именем, %1 времени профиля</numerusform>
            <numerusform>%Ln ядра с этим именем, %1 времени профиля</numerusform>
            <numerusform>%Ln ядер с этим именем, %1 времени профиля</numerusform>
        </translation>
    </message>
    <message>
        <source>only before</source>
        <translation>только до</translation>
    </message>
    <message>
        <source>Speed-up</source>
        <translation>Ускорение</translation>
    </message>
    <message>
        <source>Time per kernel before over time per kernel after: above 1 it got faster</source>
        <translation>Время на ядро до, делённое на время на ядро после: больше 1 — стало быстрее</translation>
    </message>
    <message>
        <source>%1 (mean of %2)</source>
        <translation>%1 (среднее из %2)</translation>
    </message>
    <message>
        <source>%1: roof %2 FLOPs/s over %3 (peak: %4) — %5 of it</source>
        <translation>%1: крыша %2 FLOPs/s через %3 (пик: %4) — %5 от неё</translation>
    </message>
    <message>
        <source>Mean before</source>
        <translation>Среднее до</translation>
    </message>
    <message>
        <source>Mean after</source>
        <translation>Среднее после</translation>
    </message>
    <message>
        <source>Mean time per kernel of this group in this run (its time over its kernels)</source>
        <translation>Среднее время на ядро этой группы в этом запуске (её время, делённое на число ядер)</translation>
    </message>
    <message>
        <source>Mean time per kernel of this group in the run it is compared with</source>
        <translation>Среднее время на ядро этой группы в запуске, с которым идёт сравнение</translation>
    </message>
    <message>
        <source>Achieved FLOPs/s as a share of the roof at its intensity: min(the peak of the precision it ran in, bandwidth × intensity). &quot;≥&quot;: the file does not say its precision, so its roof is the chip&apos;s highest peak and its share may be higher. Above 100 % the numbers cannot all be right</source>
        <translation>Достигнутые FLOPs/s как доля крыши при её интенсивности: min(пик точности, в которой оно работало, пропускная способность × интенсивность). «≥»: файл не указывает его точность, поэтому крыша — наибольший пик чипа, и доля может быть больше. Больше 100 % — значит, не все числа верны</translation>
    </message>
</context>
<context>
    <name>roofline::ui::MeasurementsPanel</name>
    <message>
        <source>Kernels a profiler measured, drawn on the roofline at their achieved FLOPs/s</source>
        <translation>Ядра, измеренные профилировщиком, нарисованные на графике roofline при достигнутых FLOPs/s</translation>
    </message>
    <message>
        <source>&amp;Import Measurements…</source>
        <translation>&amp;Импорт измерений…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete the selected measured kernels (Ctrl+Z brings them back)</source>
        <translation>Удалить выбранные измеренные ядра (Ctrl+Z вернёт их)</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>Import measured kernels</source>
        <translation>Импорт измеренных ядер</translation>
    </message>
    <message>
        <source>%1 was not imported.</source>
        <translation>%1 не импортирован.</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>Импорт измерений</translation>
    </message>
    <message>
        <source>Shown only with their chip: %1.</source>
        <translation>Показываются только со своим чипом: %1.</translation>
    </message>
    <message>
        <source>Delete measured kernel %1</source>
        <translation>Удалить измеренное ядро %1</translation>
    </message>
    <message>
        <source>Clear measured kernels</source>
        <translation>Очистить измеренные ядра</translation>
    </message>
    <message>
        <source>Add measured kernels from a CSV with the columns &lt;code&gt;%1&lt;/code&gt;, or from an Nsight Compute export (&lt;code&gt;%2&lt;/code&gt;)</source>
        <translation>Добавить измеренные ядра из CSV со столбцами &lt;code&gt;%1&lt;/code&gt; или из экспорта Nsight Compute (&lt;code&gt;%2&lt;/code&gt;)</translation>
    </message>
    <message>
        <source>Import &amp;Empirical Roofline…</source>
        <translation>Импорт &amp;эмпирического roofline…</translation>
    </message>
    <message>
        <source>Measured ceilings for a chip: the &lt;code&gt;%1&lt;/code&gt; the Empirical Roofline Toolkit writes (its peak FLOPs/s and each level&apos;s bandwidth)</source>
        <translation>Измеренные потолки чипа: файл &lt;code&gt;%1&lt;/code&gt;, который пишет Empirical Roofline Toolkit (его пиковые FLOPs/s и пропускная способность каждого уровня)</translation>
    </message>
    <message>
        <source>Delete every measured kernel and empirical roofline (Ctrl+Z brings them back)</source>
        <translation>Удалить все измеренные ядра и эмпирические roofline (Ctrl+Z вернёт их)</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Фильтр по имени</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Рег. выражение</translation>
    </message>
    <message>
        <source>Group by name</source>
        <translation>Группировать по имени</translation>
    </message>
    <message>
        <source>Label top</source>
        <translation>Подписать первые</translation>
    </message>
    <message>
        <source>How many of the points that take the most time are labelled on the chart</source>
        <translation>Сколько точек, занимающих больше всего времени, подписывать на графике</translation>
    </message>
    <message>
        <source>Min. time</source>
        <translation>Мин. время</translation>
    </message>
    <message>
        <source>Hide points that take less than this share of their profile&apos;s time</source>
        <translation>Скрыть точки, занимающие меньше этой доли времени своего профиля</translation>
    </message>
    <message>
        <source>measured ceilings: %1</source>
        <translation>измеренные потолки: %1</translation>
    </message>
    <message>
        <source>Filter measured kernels</source>
        <translation>Фильтр измеренных ядер</translation>
    </message>
    <message>
        <source>Label the top measured kernels</source>
        <translation>Подписать главные измеренные ядра</translation>
    </message>
    <message>
        <source>Hide measured kernels by time</source>
        <translation>Скрыть измеренные ядра по времени</translation>
    </message>
    <message>
        <source>Group measured kernels</source>
        <translation>Группировка измеренных ядер</translation>
    </message>
    <message>
        <source>Import an empirical roofline</source>
        <translation>Импорт эмпирического roofline</translation>
    </message>
    <message>
        <source>ERT roofline (roofline.json *.json);;All files (*)</source>
        <translation>Roofline ERT (roofline.json *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The chip ERT measured:</source>
        <translation>Чип, измеренный ERT:</translation>
    </message>
    <message>
        <source>Import measured ceilings for %1</source>
        <translation>Импорт измеренных потолков для %1</translation>
    </message>
    <message>
        <source>Measured ceilings for %1 imported from %2.</source>
        <translation>Измеренные потолки для %1 импортированы из %2.</translation>
    </message>
    <message>
        <source>Link %1 to an op</source>
        <translation>Связать %1 с операцией</translation>
    </message>
    <message>
        <source>Unlink %1</source>
        <translation>Убрать связь %1</translation>
    </message>
    <message>
        <source>Link to op</source>
        <translation>Связать с операцией</translation>
    </message>
    <message>
        <source>Unlink</source>
        <translation>Убрать связь</translation>
    </message>
    <message>
        <source>Show only the kernels whose name contains this text, or matches it as a regular expression; the filter applies to the chart and to exports too</source>
        <translation>Показывать только ядра, имя которых содержит этот текст или соответствует ему как регулярному выражению; фильтр действует и на график, и на экспорт</translation>
    </message>
    <message>
        <source>Read the filter as a regular expression (%1); without it, names that contain the text are kept. Case is ignored</source>
        <translation>Читать фильтр как регулярное выражение (%1); без этого остаются имена, содержащие текст. Регистр не учитывается</translation>
    </message>
    <message numerus="yes">
        <source>One point per kernel name and chip, at the kernels&apos; total FLOPs, bytes and time (on by default above %Ln kernel(s))</source>
        <translation>
            <numerusform>Одна точка на имя ядра и чип — по суммарным FLOPs, байтам и времени ядер (включено по умолчанию при числе ядер больше %Ln)</numerusform>
            <numerusform>Одна точка на имя ядра и чип — по суммарным FLOPs, байтам и времени ядер (включено по умолчанию при числе ядер больше %Ln)</numerusform>
            <numerusform>Одна точка на имя ядра и чип — по суммарным FLOPs, байтам и времени ядер (включено по умолчанию при числе ядер больше %Ln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln группа</numerusform>
            <numerusform>%Ln группы</numerusform>
            <numerusform>%Ln групп</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) shown</source>
        <translation>
            <numerusform>показано %Ln ядро</numerusform>
            <numerusform>показано %Ln ядра</numerusform>
            <numerusform>показано %Ln ядер</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln filtered out</source>
        <translation>
            <numerusform>отфильтровано: %Ln</numerusform>
            <numerusform>отфильтровано: %Ln</numerusform>
            <numerusform>отфильтровано: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %Ln measured kernel(s) from %1</source>
        <translation>
            <numerusform>Импорт %Ln измеренного ядра из %1</numerusform>
            <numerusform>Импорт %Ln измеренных ядер из %1</numerusform>
            <numerusform>Импорт %Ln измеренных ядер из %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln measured kernel(s) from %1.</source>
        <translation>
            <numerusform>Импортировано %Ln измеренное ядро из %1.</numerusform>
            <numerusform>Импортировано %Ln измеренных ядра из %1.</numerusform>
            <numerusform>Импортировано %Ln измеренных ядер из %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) left out (no FLOPs, bytes or time to place them).</source>
        <translation>
            <numerusform>%Ln ядро пропущено (нет FLOPs, байтов или времени, чтобы его разместить).</numerusform>
            <numerusform>%Ln ядра пропущены (нет FLOPs, байтов или времени, чтобы их разместить).</numerusform>
            <numerusform>%Ln ядер пропущено (нет FLOPs, байтов или времени, чтобы их разместить).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln measured kernel(s)</source>
        <translation>
            <numerusform>Удалить %Ln измеренное ядро</numerusform>
            <numerusform>Удалить %Ln измеренных ядра</numerusform>
            <numerusform>Удалить %Ln измеренных ядер</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing %1</source>
        <translation>Импорт %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… и ещё %Ln</numerusform>
            <numerusform>… и ещё %Ln</numerusform>
            <numerusform>… и ещё %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurements (*.csv *.txt *.json *.json.gz);;All files (*)</source>
        <translation>Измерения (*.csv *.txt *.json *.json.gz);;Все файлы (*)</translation>
    </message>
    <message numerus="yes">
        <source>Link %Ln measured group(s) to the op of their shape</source>
        <translation>
            <numerusform>Связать %Ln измеренную группу с операцией той же формы</numerusform>
            <numerusform>Связать %Ln измеренные группы с операциями той же формы</numerusform>
            <numerusform>Связать %Ln измеренных групп с операциями той же формы</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s) linked to the op of their shape.</source>
        <translation>
            <numerusform>%Ln группа связана с операцией той же формы.</numerusform>
            <numerusform>%Ln группы связаны с операциями той же формы.</numerusform>
            <numerusform>%Ln групп связаны с операциями той же формы.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the trace&apos;s kernel time is in ops the app cannot model.</source>
        <translation>%1 % времени ядер трассировки приходится на операции, которые приложение не моделирует.</translation>
    </message>
    <message>
        <source>Compare &amp;With Measurements…</source>
        <translation>&amp;Сравнить с измерениями…</translation>
    </message>
    <message>
        <source>The same workload measured again, after a change: each group is drawn with an arrow from before to after, labelled with its speed-up</source>
        <translation>Та же нагрузка, измеренная снова после изменения: каждая группа рисуется стрелкой от «до» к «после» с подписью её ускорения</translation>
    </message>
    <message>
        <source>compared with %1: %2 in both, %3 only before, %4 only after</source>
        <translation>сравнение с %1: %2 в обоих, %3 только до, %4 только после</translation>
    </message>
    <message>
        <source>Compare with measurements</source>
        <translation>Сравнение с измерениями</translation>
    </message>
    <message>
        <source>%1 was not compared.</source>
        <translation>%1 не сравнён.</translation>
    </message>
    <message>
        <source>There are no measured kernels to compare it with: import them first.</source>
        <translation>Нет измеренных ядер для сравнения: сначала импортируйте их.</translation>
    </message>
    <message>
        <source>It has no measured kernels.</source>
        <translation>В нём нет измеренных ядер.</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>Сравнить с %1</translation>
    </message>
    <message>
        <source>Compared with %1: %2 group(s) in both.</source>
        <translation>Сравнение с %1: групп в обоих запусках: %2.</translation>
    </message>
    <message>
        <source>the chart draws the %1 with the most time and the other %2 as one point &quot;other&quot;</source>
        <translation>на графике — %1 групп с наибольшим временем, остальные %2 — одной точкой «прочие»</translation>
    </message>
    <message>
        <source>(the chart draws %1 of its %2 levels)</source>
        <translation>(на графике — %1 из его %2 уровней)</translation>
    </message>
    <message>
        <source>a kernels CSV</source>
        <translation>CSV ядер</translation>
    </message>
    <message>
        <source>an Nsight Compute CSV</source>
        <translation>CSV Nsight Compute</translation>
    </message>
    <message>
        <source>a PyTorch profiler trace</source>
        <translation>трасса профилировщика PyTorch</translation>
    </message>
    <message>
        <source>a rocprofv3 counter CSV</source>
        <translation>CSV счётчиков rocprofv3</translation>
    </message>
    <message>
        <source>an XProf roofline table</source>
        <translation>таблица roofline XProf</translation>
    </message>
    <message>
        <source>The measured kernels were read from %1 and %2 is %3: each names its groups its own way, so the same work is seldom found in both.</source>
        <translation>Измеренные ядра прочитаны из файла вида «%1», а %2 — это «%3»: каждый называет свои группы по-своему, поэтому одна и та же работа редко находится в обоих.</translation>
    </message>
    <message>
        <source>The measured kernels and %1 share no group (no kernel name on the same chip in both): nothing is compared.</source>
        <translation>У измеренных ядер и %1 нет общих групп (ни одного имени ядра на том же чипе в обоих): сравнивать нечего.</translation>
    </message>
    <message>
        <source>%1 → %2 of the imported kernels&apos; time</source>
        <translation>время импортированных ядер: %1 → %2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelBatchChart</name>
    <message>
        <source>batch size B (sequences)</source>
        <translation>размер батча B (последовательности)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>токенов/с</translation>
    </message>
    <message>
        <source>compute-bound above B = %1</source>
        <translation>ограничено вычислениями при B &gt; %1</translation>
    </message>
    <message>
        <source>%1 (does not fit at any B)</source>
        <translation>%1 (не помещается ни при каком B)</translation>
    </message>
    <message>
        <source>fits up to B = %1</source>
        <translation>помещается до B = %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelBreakdownChart</name>
    <message>
        <source>s</source>
        <translation>с</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>мкс</translation>
    </message>
    <message>
        <source>ns</source>
        <translation>нс</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>вычисления</translation>
    </message>
    <message>
        <source>network</source>
        <translation>сеть</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>память</translation>
    </message>
    <message>
        <source>%1 ×%2 · %3</source>
        <translation>%1 ×%2 · %3</translation>
    </message>
    <message>
        <source>math</source>
        <translation>вычисления</translation>
    </message>
    <message>
        <source>memory traffic</source>
        <translation>трафик памяти</translation>
    </message>
    <message>
        <source>network traffic</source>
        <translation>сетевой трафик</translation>
    </message>
    <message>
        <source>time per step (%1)</source>
        <translation>время на шаг (%1)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelMemoryBar</name>
    <message>
        <source>weights %1 + KV cache %2 = %3</source>
        <translation>веса %1 + KV-кэш %2 = %3</translation>
    </message>
    <message>
        <source>%1 (the chip states no capacity)</source>
        <translation>%1 (объём памяти чипа не указан)</translation>
    </message>
    <message>
        <source>%1 of %2 %3: does not fit</source>
        <translation>%1 из %2 %3: не помещается</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 из %2 %3</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelPanel</name>
    <message>
        <source>prefill</source>
        <translation>предзаполнение</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>декодирование</translation>
    </message>
    <message>
        <source>Export the models&apos; steps</source>
        <translation>Экспорт шагов моделей</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Add &amp;Model…</source>
        <translation>Добавить &amp;модель…</translation>
    </message>
    <message>
        <source>Put a transformer&apos;s layer ops on the roofline and its step in the Model panel</source>
        <translation>Поместить операции слоя трансформера на график roofline, а его шаг — в панель «Модель»</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Take the model out of the project</source>
        <translation>Убрать модель из проекта</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>Every model&apos;s ops and step totals on every chip shown, as CSV</source>
        <translation>Операции и итоги шага каждой модели на каждом показанном чипе в CSV</translation>
    </message>
    <message>
        <source>The model the panel shows</source>
        <translation>Модель, которую показывает панель</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Декодирование</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>Предзаполнение</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Рядом</translation>
    </message>
    <message>
        <source>Prefill and decode side by side</source>
        <translation>Предзаполнение и декодирование рядом</translation>
    </message>
    <message>
        <source>No model yet: Add Model… puts one here.</source>
        <translation>Моделей пока нет: «Добавить модель…» поместит её сюда.</translation>
    </message>
    <message>
        <source>Add Model… puts a transformer&apos;s layer ops on the roofline and its step time, tokens/s and memory here.</source>
        <translation>«Добавить модель…» помещает операции слоя трансформера на график roofline, а время шага, токены/с и память — сюда.</translation>
    </message>
    <message>
        <source>%1 (not found)</source>
        <translation>%1 (не найдена)</translation>
    </message>
    <message>
        <source>Tensor parallelism on %1: the chips a layer is split over</source>
        <translation>Тензорный параллелизм на %1: число чипов, на которые делится слой</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Show %1 in prefill and decode</source>
        <translation>Показать %1 в предзаполнении и декодировании</translation>
    </message>
    <message>
        <source>Show %1 in %2</source>
        <translation>Показать %1: %2</translation>
    </message>
    <message>
        <source>Set tp of %1 on %2 = %3</source>
        <translation>Задать tp для %1 на %2 = %3</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <source>links </source>
        <translation>связей </translation>
    </message>
    <message>
        <source>every link</source>
        <translation>все связи</translation>
    </message>
    <message>
        <source>How many of %1&apos;s links each all-reduce uses at once</source>
        <translation>Сколько связей %1 каждая all-reduce использует одновременно</translation>
    </message>
    <message>
        <source>both ways</source>
        <translation>в обе стороны</translation>
    </message>
    <message>
        <source>one way</source>
        <translation>в одну сторону</translation>
    </message>
    <message>
        <source>The all-reduces&apos; ring: both ways at once (as serving runs) or one way (the chapter&apos;s case)</source>
        <translation>Кольцо all-reduce: сразу в обе стороны (как при обслуживании) или в одну сторону (случай из главы)</translation>
    </message>
    <message>
        <source>no chip-to-chip link: tp 1 only</source>
        <translation>нет связи между чипами: только tp 1</translation>
    </message>
    <message>
        <source>all-reduces over %1 × %2, %3</source>
        <translation>all-reduce по %1 × %2, %3</translation>
    </message>
    <message>
        <source>%1 a hop</source>
        <translation>%1 на переход</translation>
    </message>
    <message>
        <source>Set the all-reduces of %1 on %2</source>
        <translation>Задать all-reduce для %1 на %2</translation>
    </message>
    <message>
        <source>Chart…</source>
        <translation>График…</translation>
    </message>
    <message>
        <source>Export latency against throughput as PNG, SVG, PDF or CSV</source>
        <translation>Экспортировать задержку против пропускной способности в PNG, SVG, PDF или CSV</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Tokens/s against B</source>
        <translation>Токенов/с от B</translation>
    </message>
    <message>
        <source>Latency against throughput</source>
        <translation>Задержка и пропускная способность</translation>
    </message>
    <message>
        <source>no link of %1 joins %2 chips, alone or with another</source>
        <translation>ни одна связь %1 не соединяет %2 чипов, ни одна, ни вместе с другой</translation>
    </message>
    <message>
        <source>all-reduces over %1 × %2 inside each %3 chips, then %4 × %5 across %6 of them, %7</source>
        <translation>all-reduce по %1 × %2 внутри каждых %3 чипов, затем по %4 × %5 между %6 такими группами, %7</translation>
    </message>
    <message>
        <source>Expert parallelism on %1: the chips the routed experts are split over, E/ep on each; attention runs data-parallel, with tp 1</source>
        <translation>Экспертный параллелизм на %1: число чипов, между которыми делятся маршрутизируемые эксперты, по E/ep на каждом; внимание — параллелизм по данным, при tp 1</translation>
    </message>
    <message>
        <source>Set ep of %1 on %2 = %3</source>
        <translation>Задать ep для %1 на %2 = %3</translation>
    </message>
    <message>
        <source>all-to-alls over %1 × %2 inside each %3 chips, then %4 × %5 across %6 of them, %7</source>
        <translation>all-to-all по %1 × %2 внутри каждых %3 чипов, затем по %4 × %5 между %6 такими группами, %7</translation>
    </message>
    <message>
        <source>all-to-alls over %1 × %2, %3</source>
        <translation>all-to-all по %1 × %2, %3</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelParetoChart</name>
    <message>
        <source>tokens/s per sequence</source>
        <translation>токенов/с на последовательность</translation>
    </message>
    <message>
        <source>tokens/s per chip</source>
        <translation>токенов/с на чип</translation>
    </message>
    <message>
        <source>No point: the model&apos;s decode step does not run on the chips shown</source>
        <translation>Нет точек: шаг декодирования модели не выполняется на показанных чипах</translation>
    </message>
    <message>
        <source>tp %1</source>
        <translation>tp %1</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>граница</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>не помещается</translation>
    </message>
    <message>
        <source>tp and B as set</source>
        <translation>tp и B как заданы</translation>
    </message>
    <message>
        <source>%1 tokens/s per sequence · %2 tokens/s per chip</source>
        <translation>%1 токенов/с на последовательность · %2 токенов/с на чип</translation>
    </message>
    <message>
        <source>&lt;br&gt;does not fit in the chip&apos;s memory</source>
        <translation>&lt;br&gt;не помещается в память чипа</translation>
    </message>
    <message>
        <source>&lt;br&gt;on the frontier: no fitting point is faster for both</source>
        <translation>&lt;br&gt;на границе: ни одна помещающаяся точка не быстрее по обоим показателям</translation>
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
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2, B = %3&lt;br&gt;%4 tokens/s per sequence, %5 tokens/s per chip</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2, B = %3&lt;br&gt;%4 токенов/с на последовательность, %5 токенов/с на чип</translation>
    </message>
    <message>
        <source>&lt;br&gt;its collectives cross %1 inside a domain, then %2 across domains</source>
        <translation>&lt;br&gt;его коллективные операции идут по %1 внутри домена, затем по %2 между доменами</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelStepView</name>
    <message>
        <source>prefill</source>
        <translation>предзаполнение</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>декодирование</translation>
    </message>
    <message>
        <source>step %1 · %2 tokens/s</source>
        <translation>шаг %1 · %2 токенов/с</translation>
    </message>
    <message>
        <source>compute-bound at any B</source>
        <translation>ограничено вычислениями при любом B</translation>
    </message>
    <message>
        <source>never compute-bound, whatever B (at this S)</source>
        <translation>никогда не ограничено вычислениями, при любом B (при этом S)</translation>
    </message>
    <message>
        <source>compute-bound above B = %1</source>
        <translation>ограничено вычислениями при B &gt; %1</translation>
    </message>
    <message>
        <source>compute-bound below B = %1</source>
        <translation>ограничено вычислениями при B &lt; %1</translation>
    </message>
    <message>
        <source>%1 · tp %2</source>
        <translation>%1 · tp %2</translation>
    </message>
    <message>
        <source>E_act %1 of %2 experts</source>
        <translation>E_act: %1 из %2 экспертов</translation>
    </message>
    <message>
        <source>%1 · ep %2</source>
        <translation>%1 · ep %2</translation>
    </message>
    <message numerus="yes">
        <source>from the project&apos;s measurements, %n group(s)</source>
        <translation>
            <numerusform>из измерений проекта, %n группа</numerusform>
            <numerusform>из измерений проекта, %n группы</numerusform>
            <numerusform>из измерений проекта, %n групп</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1, %n group(s)</source>
        <translation>
            <numerusform>из %1, %n группа</numerusform>
            <numerusform>из %1, %n группы</numerusform>
            <numerusform>из %1, %n групп</numerusform>
        </translation>
    </message>
    <message>
        <source>calibrated: step %1 · %2 tokens/s (%3)</source>
        <translation>после калибровки: шаг %1 · %2 токенов/с (%3)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::NumberSpinBox</name>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 — не целое число</translation>
    </message>
    <message>
        <source>%1 is less than %2</source>
        <translation>%1 меньше %2</translation>
    </message>
    <message>
        <source>%1 is more than %2</source>
        <translation>%1 больше %2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::OpEditorDialog</name>
    <message>
        <source>Sweep</source>
        <translation>Кривая</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>What the op computes; the form below asks for its parameters</source>
        <translation>Что вычисляет операция; форма ниже спрашивает её параметры</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Вид:</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>The memory level or link the op&apos;s bytes cross; empty: the first memory level (or the first link for ops between chips)</source>
        <translation>Уровень памяти или канал связи, через который идут байты операции; пусто — первый уровень памяти (для операций между чипами — первый канал)</translation>
    </message>
    <message>
        <source>Bytes &amp;over:</source>
        <translation>&amp;Байты через:</translation>
    </message>
    <message>
        <source>Shown next to the marker and in the legend; empty: a description of the op</source>
        <translation>Показывается рядом с маркером и в легенде; пусто — описание операции</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Подпись:</translation>
    </message>
    <message>
        <source>The op on each shown chip at the sliders&apos; current values</source>
        <translation>Операция на каждом показанном чипе при текущих значениях ползунков</translation>
    </message>
    <message>
        <source>a number such as 4096 or 1e8</source>
        <translation>число, напр. 4096 или 1e8</translation>
    </message>
    <message>
        <source>swept along the x axis</source>
        <translation>меняется вдоль оси x</translation>
    </message>
    <message>
        <source>own value</source>
        <translation>своё значение</translation>
    </message>
    <message>
        <source>follows %1</source>
        <translation>следует за %1</translation>
    </message>
    <message>
        <source>default (the wider of x and w)</source>
        <translation>по умолчанию (более широкая из x и w)</translation>
    </message>
    <message>
        <source>%1: “%2” is not a number</source>
        <translation>%1: «%2» — не число</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: intensity %2 (critical %3) · %4 FLOPs/s · %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: интенсивность %2 (критическая %3) · %4 FLOPs/s · %5</translation>
    </message>
    <message>
        <source>Give %1 its own value, or let it follow a slider: B, D, F, or the sequence pair T, S</source>
        <translation>Задайте %1 своё значение или пусть следует за ползунком: B, D, F или парой последовательности T, S</translation>
    </message>
    <message>
        <source>default (the wider of x and kv)</source>
        <translation>по умолчанию (более широкая из x и kv)</translation>
    </message>
</context>
<context>
    <name>roofline::ui::OpListPanel</name>
    <message>
        <source>The batch-size chart&apos;s curves: double-click to edit, F2 to rename</source>
        <translation>Кривые графика размера батча: двойной щелчок — изменить, F2 — переименовать</translation>
    </message>
    <message>
        <source>The ops on the roofline: double-click to edit, F2 to rename</source>
        <translation>Операции на графике roofline: двойной щелчок — изменить, F2 — переименовать</translation>
    </message>
    <message>
        <source>&amp;Add sweep…</source>
        <translation>&amp;Добавить кривую…</translation>
    </message>
    <message>
        <source>&amp;Add op…</source>
        <translation>&amp;Добавить операцию…</translation>
    </message>
    <message>
        <source>Add a curve to the batch-size chart (a matmul by default)</source>
        <translation>Добавить кривую на график размера батча (по умолчанию — матричное умножение)</translation>
    </message>
    <message>
        <source>Add an op to the roofline (a matmul by default; the arrow lists every kind)</source>
        <translation>Добавить операцию на график roofline (по умолчанию — матричное умножение; стрелка показывает все виды)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>Д&amp;ублировать</translation>
    </message>
    <message>
        <source>Copy the selected row below it</source>
        <translation>Скопировать выбранную строку под неё</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Change the selected row&apos;s kind, parameters, dtypes, link and label</source>
        <translation>Изменить вид, параметры, типы данных, канал и подпись выбранной строки</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete the selected row (Ctrl+Z brings it back)</source>
        <translation>Удалить выбранную строку (Ctrl+Z вернёт её)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Вверх</translation>
    </message>
    <message>
        <source>Move the selected row up</source>
        <translation>Переместить выбранную строку вверх</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>В&amp;низ</translation>
    </message>
    <message>
        <source>Move the selected row down</source>
        <translation>Переместить выбранную строку вниз</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (копия)</translation>
    </message>
    <message>
        <source>Duplicate “%1”</source>
        <translation>Дублировать «%1»</translation>
    </message>
    <message>
        <source>Edit “%1”</source>
        <translation>Изменить «%1»</translation>
    </message>
    <message>
        <source>Delete “%1”</source>
        <translation>Удалить «%1»</translation>
    </message>
    <message>
        <source>Move op</source>
        <translation>Переместить операцию</translation>
    </message>
    <message>
        <source>Add sweep “%1”</source>
        <translation>Добавить кривую «%1»</translation>
    </message>
    <message>
        <source>Add op “%1”</source>
        <translation>Добавить операцию «%1»</translation>
    </message>
</context>
<context>
    <name>roofline::ui::OpTableModel</name>
    <message>
        <source> (follows the %1 slider)</source>
        <translation> (следует за ползунком %1)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>bytes over %1</source>
        <translation>байты через %1</translation>
    </message>
    <message>
        <source>Rename to “%1”</source>
        <translation>Переименовать в «%1»</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>Follows</source>
        <translation>Следует за</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOPs</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Байты</translation>
    </message>
    <message>
        <source>Intensity</source>
        <translation>Интенсивность</translation>
    </message>
    <message>
        <source>Shown next to the marker; double-click to rename</source>
        <translation>Показывается рядом с маркером; двойной щелчок — переименовать</translation>
    </message>
    <message>
        <source>The op kind and its parameters at the sliders&apos; values</source>
        <translation>Вид операции и её параметры при значениях ползунков</translation>
    </message>
    <message>
        <source>Parameters that follow the B, D or F slider</source>
        <translation>Параметры, следующие за ползунком B, D или F</translation>
    </message>
    <message>
        <source>FLOPs at the sliders&apos; values (per chip for sharded ops)</source>
        <translation>FLOPs при значениях ползунков (для шардированных операций — на чип)</translation>
    </message>
    <message>
        <source>Bytes moved over the op&apos;s memory level or link</source>
        <translation>Байты, перемещённые через уровень памяти или канал связи операции</translation>
    </message>
    <message>
        <source>Arithmetic intensity: FLOPs ÷ bytes</source>
        <translation>Арифметическая интенсивность: FLOPs ÷ байты</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ParametersPanel</name>
    <message>
        <source>Batch size B: every op parameter that follows B moves with it, and so does the marker on the batch-size chart</source>
        <translation>Размер батча B: все параметры операций, следующие за B, меняются вместе с ним, как и маркер на графике размера батча</translation>
    </message>
    <message>
        <source>D: the contracting dimension of the ops that follow it</source>
        <translation>D: размерность свёртки у операций, следующих за ним</translation>
    </message>
    <message>
        <source>F: the output features of the ops that follow it</source>
        <translation>F: выходные признаки у операций, следующих за ним</translation>
    </message>
    <message>
        <source> (logarithmic; Page Up/Down doubles or halves)</source>
        <translation> (логарифмическая шкала; Page Up/Down удваивает или делит пополам)</translation>
    </message>
    <message>
        <source>Every precision</source>
        <translation>Все точности</translation>
    </message>
    <message>
        <source>The compute ceiling drawn for each chip: one precision, or every precision it has</source>
        <translation>Потолок вычислений для каждого чипа: одна точность или все, что у него есть</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Точность:</translation>
    </message>
    <message>
        <source>&amp;Achievable ceilings</source>
        <translation>&amp;Достижимые потолки</translation>
    </message>
    <message>
        <source>Also draw each chip&apos;s achievable peak, dashed: about 80–85 % of the nominal peak for GPUs, 95 % for TPUs</source>
        <translation>Также рисовать пунктиром достижимый пик каждого чипа: около 80–85 % номинального пика для GPU, 95 % для TPU</translation>
    </message>
    <message>
        <source>Show %1 ceilings</source>
        <translation>Показать потолки: %1</translation>
    </message>
    <message>
        <source>every precision&apos;s</source>
        <translation>все точности</translation>
    </message>
    <message>
        <source>Show achievable ceilings</source>
        <translation>Показать достижимые потолки</translation>
    </message>
    <message>
        <source>Hide achievable ceilings</source>
        <translation>Скрыть достижимые потолки</translation>
    </message>
    <message>
        <source>T: the new (query) tokens per sequence of the attention ops that follow it; 1 is a decode step, T = S is prefill</source>
        <translation>T: новые токены (запросы) на последовательность у операций внимания, которые следуют за ним; 1 — шаг декодирования, T = S — предзаполнение</translation>
    </message>
    <message>
        <source>S: the keys and values per sequence (the context length) of the attention ops that follow it</source>
        <translation>S: ключи и значения на последовательность (длина контекста) у операций внимания, которые следуют за ним</translation>
    </message>
    <message>
        <source>The sequence sliders T and S, for attention ops</source>
        <translation>Ползунки последовательности T и S для операций внимания</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Последовательность</translation>
    </message>
    <message>
        <source>Sequence: %1</source>
        <translation>Послед.: %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ParityChart</name>
    <message>
        <source>measured time per run (s)</source>
        <translation>измеренное время на запуск (с)</translation>
    </message>
    <message>
        <source>measured (s)</source>
        <translation>измерено (с)</translation>
    </message>
    <message>
        <source>predicted time per run (s)</source>
        <translation>предсказанное время на запуск (с)</translation>
    </message>
    <message>
        <source>predicted (s)</source>
        <translation>предсказано (с)</translation>
    </message>
    <message>
        <source>No calibration: Measurements → Calibrate, or export --calibration FILE</source>
        <translation>Нет калибровки: «Измерения» → «Калибровать чип по измерениям» или export --calibration ФАЙЛ</translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n group(s)</source>
        <translation>
            <numerusform>%1, калибровка по %n группе</numerusform>
            <numerusform>%1, калибровка по %n группам</numerusform>
            <numerusform>%1, калибровка по %n группам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n group(s) of %2</source>
        <translation>
            <numerusform>%1, калибровка по %n группе из %2</numerusform>
            <numerusform>%1, калибровка по %n группам из %2</numerusform>
            <numerusform>%1, калибровка по %n группам из %2</numerusform>
        </translation>
    </message>
    <message>
        <source>nominal: error %1</source>
        <translation>номинально: ошибка %1</translation>
    </message>
    <message>
        <source>nominal %1</source>
        <translation>номинально %1</translation>
    </message>
    <message>
        <source>calibrated: error %1, leave one out %2</source>
        <translation>после калибровки: ошибка %1, с исключением по одному %2</translation>
    </message>
    <message>
        <source>calibrated %1, held out %2</source>
        <translation>калибр. %1, вне выборки %2</translation>
    </message>
    <message>
        <source>time-weighted error %1</source>
        <translation>взвешенная по времени ошибка %1</translation>
    </message>
    <message>
        <source>weighted %1</source>
        <translation>взвешенная %1</translation>
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
        <translation>измерено %1 · предсказано %2 · %3× </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3-bound)&lt;br&gt;measured %4 a run, %5 % of the time&lt;br&gt;nominal %6, calibrated %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2, ограничено %3)&lt;br&gt;измерено %4 на запуск, %5 % времени&lt;br&gt;номинально %6, после калибровки %7</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>вычислениями</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>пропускной способностью</translation>
    </message>
    <message>
        <source>%1: predicted against measured time</source>
        <translation>%1: предсказанное время против измеренного</translation>
    </message>
    <message numerus="yes">
        <source>%n measured group(s), nominal roofline (hollow) and calibrated (filled)</source>
        <translation>
            <numerusform>%n измеренная группа: номинально по roofline (полые) и после калибровки (закрашенные)</numerusform>
            <numerusform>%n измеренные группы: номинально по roofline (полые) и после калибровки (закрашенные)</numerusform>
            <numerusform>%n измеренных групп: номинально по roofline (полые) и после калибровки (закрашенные)</numerusform>
        </translation>
    </message>
    <message>
        <source>error: nominal %1, calibrated %2, leave one out %3</source>
        <translation>ошибка: номинально %1, после калибровки %2, с исключением по одному %3</translation>
    </message>
    <message>
        <source>Calibrated from the project&apos;s measurements; %1</source>
        <translation>Калибровка по измерениям проекта; %1</translation>
    </message>
    <message>
        <source>Calibration: %1; %2</source>
        <translation>Калибровка: %1; %2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::PlotWidget</name>
    <message>
        <source>Drag to pan · wheel to zoom · Shift-drag to zoom to a box · double-click to reset the view · click a legend entry to hide or show it</source>
        <translation>Перетаскивание — сдвиг · колесо — масштаб · Shift+перетаскивание — масштаб по рамке · двойной щелчок — сброс вида · щелчок по пункту легенды скрывает или показывает его</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectFileActions</name>
    <message>
        <source>Roofline Studio projects (*.roofline.json);;JSON files (*.json);;All files (*)</source>
        <translation>Проекты Roofline Studio (*.roofline.json);;Файлы JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Новый проект</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>&amp;Открыть проект…</translation>
    </message>
    <message>
        <source>Open a *.roofline.json project file</source>
        <translation>Открыть файл проекта *.roofline.json</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation>&amp;Сохранить проект</translation>
    </message>
    <message>
        <source>Save the chips, ops, sweeps, sliders and views to the project file</source>
        <translation>Сохранить чипы, операции, кривые, ползунки и виды в файл проекта</translation>
    </message>
    <message>
        <source>Save Project &amp;As…</source>
        <translation>Сохранить проект &amp;как…</translation>
    </message>
    <message>
        <source>Save the project to a new file</source>
        <translation>Сохранить проект в новый файл</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Открыть проект</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без названия</translation>
    </message>
    <message>
        <source>%1[*] — Roofline Studio</source>
        <translation>%1[*] — Roofline Studio</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Очистить меню</translation>
    </message>
    <message>
        <source>Project not opened</source>
        <translation>Проект не открыт</translation>
    </message>
    <message>
        <source>%1

Nothing was changed.</source>
        <translation>%1

Ничего не изменено.</translation>
    </message>
    <message>
        <source>The project names chips that are not in the library: %1</source>
        <translation>В проекте есть чипы, которых нет в библиотеке: %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыт %1</translation>
    </message>
    <message>
        <source>Project not saved</source>
        <translation>Проект не сохранён</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранён %1</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Сохранить проект</translation>
    </message>
    <message>
        <source>untitled.roofline.json</source>
        <translation>без_названия.roofline.json</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The project has changes that are not saved. Save them first?</source>
        <translation>В проекте есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Автосохранение не удалось: %1</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Восстановление не удалось</translation>
    </message>
    <message>
        <source>%1

The recovery file is kept.</source>
        <translation>%1

Файл восстановления сохранён.</translation>
    </message>
    <message>
        <source>Restored the unsaved project from %1</source>
        <translation>Несохранённый проект восстановлен из %1</translation>
    </message>
    <message>
        <source>an untitled project</source>
        <translation>проекту без названия</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Восстановить несохранённую работу?</translation>
    </message>
    <message>
        <source>Roofline Studio did not close properly. Unsaved changes to %1 were autosaved at %2.

Restore them?</source>
        <translation>Roofline Studio закрылась некорректно. Несохранённые изменения к %1 были автоматически сохранены в %2.

Восстановить их?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Отбросить</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Позже</translation>
    </message>
    <message numerus="yes">
        <source>%n more recovery file(s) are kept for later.</source>
        <translation>
            <numerusform>Ещё %n файл восстановления сохранён на потом.</numerusform>
            <numerusform>Ещё %n файла восстановления сохранены на потом.</numerusform>
            <numerusform>Ещё %n файлов восстановления сохранены на потом.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start again from the chapter&apos;s project: TPU v5e and H100 SXM, its ops and sweeps</source>
        <translation>Начать заново с проекта главы: TPU v5e и H100 SXM, её операции и кривые</translation>
    </message>
    <message>
        <source>You may not write in that folder. Save the project somewhere else with Save As…</source>
        <translation>В эту папку писать нельзя. Сохраните проект в другом месте: «Сохранить проект как…».</translation>
    </message>
    <message>
        <source>Free some space on the disk and save again, or save the project on another disk with Save As…</source>
        <translation>Освободите место на диске и сохраните снова или сохраните проект на другой диск: «Сохранить проект как…».</translation>
    </message>
    <message>
        <source>The folder was moved, deleted or unmounted. Save the project somewhere else with Save As…</source>
        <translation>Папку переместили, удалили или отмонтировали. Сохраните проект в другом месте: «Сохранить проект как…».</translation>
    </message>
    <message>
        <source>A folder has that name. Choose a file name with Save As…</source>
        <translation>Так называется папка. Выберите имя файла: «Сохранить проект как…».</translation>
    </message>
    <message>
        <source>Try again, or save the project somewhere else with Save As…</source>
        <translation>Попробуйте ещё раз или сохраните проект в другом месте: «Сохранить проект как…».</translation>
    </message>
    <message>
        <source>%1 (read-only)[*] — Roofline Studio</source>
        <translation>%1 (только чтение)[*] — Roofline Studio</translation>
    </message>
    <message>
        <source>Opened %1 read-only: it is open in another Roofline Studio</source>
        <translation>%1 открыт только для чтения: он открыт в другой Roofline Studio</translation>
    </message>
    <message>
        <source>Project open elsewhere</source>
        <translation>Проект открыт в другом окне</translation>
    </message>
    <message>
        <source>%1 is open in another Roofline Studio (process %2 on %3).</source>
        <translation>%1 открыт в другой Roofline Studio (процесс %2 на %3).</translation>
    </message>
    <message>
        <source>%1 is open in another Roofline Studio.</source>
        <translation>%1 открыт в другой Roofline Studio.</translation>
    </message>
    <message>
        <source>Open it read-only to look and try changes without touching the file: Save then asks for a new name. Open it anyway only if the other window&apos;s work may be lost: whichever saves last wins.</source>
        <translation>Откройте его только для чтения, чтобы смотреть и пробовать изменения, не трогая файл: при сохранении будет предложено новое имя. Открывайте всё равно, только если работу другого окна не жалко: останется то, что сохранили последним.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>Открыть только для &amp;чтения</translation>
    </message>
    <message>
        <source>Open &amp;Anyway</source>
        <translation>Открыть &amp;всё равно</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>%1 is open in another Roofline Studio. Replace it anyway?</source>
        <translation>%1 открыт в другой Roofline Studio. Всё равно заменить его?</translation>
    </message>
    <message>
        <source>The other window&apos;s next save would replace this one in turn.</source>
        <translation>Следующее сохранение в другом окне, в свою очередь, заменит это.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Заменить</translation>
    </message>
    <message>
        <source>Your changes are still here, unsaved.</source>
        <translation>Ваши изменения на месте, но не сохранены.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Autosaved work cannot be restored</source>
        <translation>Автосохранённую работу не восстановить</translation>
    </message>
    <message>
        <source>Roofline Studio did not close properly, and the work it autosaved cannot be read:

%1</source>
        <translation>Roofline Studio закрылась некорректно, и автосохранённую работу не удаётся прочитать:

%1</translation>
    </message>
    <message>
        <source>Keep the file to look at it in a text editor (it is renamed to %1 and not offered again), or delete it.</source>
        <translation>Сохраните файл, чтобы посмотреть его в текстовом редакторе (он будет переименован в %1 и больше не будет предлагаться), или удалите его.</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Оставить</translation>
    </message>
    <message>
        <source>&amp;Delete It</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Could not rename %1</source>
        <translation>Не удалось переименовать %1</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>Открытие %1</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>Сохранение %1</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectionChart</name>
    <message>
        <source>%1 measured</source>
        <translation>измерено %1</translation>
    </message>
    <message>
        <source>%1 · %2× measured</source>
        <translation>%1 · %2× от измеренного</translation>
    </message>
    <message>
        <source>step time (%1)</source>
        <translation>время шага (%1)</translation>
    </message>
    <message>
        <source>No projection: calibrate the chip the kernels ran on, then choose chips to project onto</source>
        <translation>Нет проекции: откалибруйте чип, на котором выполнялись ядра, затем выберите чипы для проекции</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1 (измерено)</translation>
    </message>
    <message>
        <source>not modelled, carried over as measured</source>
        <translation>не моделируется, перенесено как измерено</translation>
    </message>
    <message>
        <source>The step measured on %1, on other chips</source>
        <translation>Шаг, измеренный на %1, на других чипах</translation>
    </message>
    <message>
        <source>Each group at its calibrated roofline time on each chip, stacked by class</source>
        <translation>Каждая группа — со своим калиброванным временем по roofline на каждом чипе, с накоплением по классам</translation>
    </message>
    <message>
        <source>Calibrated from the project&apos;s measurements; time no group models carried over as measured</source>
        <translation>Калибровка по измерениям проекта; время, которое не моделирует ни одна группа, перенесено как измерено</translation>
    </message>
    <message>
        <source>Calibration: %1; time no group models carried over as measured</source>
        <translation>Калибровка: %1; время, которое не моделирует ни одна группа, перенесено как измерено</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) compute-bound, %1 bandwidth-bound</source>
        <translation>
            <numerusform>%n группа ограничена вычислениями, %1 — пропускной способностью</numerusform>
            <numerusform>%n группы ограничены вычислениями, %1 — пропускной способностью</numerusform>
            <numerusform>%n групп ограничены вычислениями, %1 — пропускной способностью</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 %2</source>
        <translation>&lt;br&gt;%1: %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 not modelled, carried over as measured</source>
        <translation>&lt;br&gt;%1 не моделируется, перенесено как измерено</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectionDialog</name>
    <message>
        <source>Project onto Other Chips</source>
        <translation>Проекция на другие чипы</translation>
    </message>
    <message>
        <source>Price a chip with its own calibration when the project holds one</source>
        <translation>Оценивать чип по его собственной калибровке, если она есть в проекте</translation>
    </message>
    <message>
        <source>The chips to project the measured step onto</source>
        <translation>Чипы, на которые проецируется измеренный шаг</translation>
    </message>
    <message>
        <source>Measured on %1</source>
        <translation>Измерено на %1</translation>
    </message>
    <message>
        <source>No chip is calibrated: calibrate the chip the kernels ran on (Measurements → Calibrate a Chip from the Measurements), then choose the chips to project its step onto.</source>
        <translation>Ни один чип не откалиброван: откалибруйте чип, на котором выполнялись ядра («Измерения» → «Калибровать чип по измерениям»), затем выберите чипы, на которые проецировать его шаг.</translation>
    </message>
    <message numerus="yes">
        <source>The step measured on %1 (%n group(s) of the project&apos;s measurements)</source>
        <translation>
            <numerusform>Шаг, измеренный на %1 (%n группа из измерений проекта)</numerusform>
            <numerusform>Шаг, измеренный на %1 (%n группы из измерений проекта)</numerusform>
            <numerusform>Шаг, измеренный на %1 (%n групп из измерений проекта)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The step measured on %1 (%n group(s) of %2)</source>
        <translation>
            <numerusform>Шаг, измеренный на %1 (%n группа из %2)</numerusform>
            <numerusform>Шаг, измеренный на %1 (%n группы из %2)</numerusform>
            <numerusform>Шаг, измеренный на %1 (%n групп из %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>, each group on each chip at max(F / (peak · e_compute), Y / (bandwidth · e_bandwidth)).</source>
        <translation>, каждая группа на каждом чипе — по max(F / (peak · e_compute), Y / (bandwidth · e_bandwidth)).</translation>
    </message>
    <message>
        <source>%1 the profile spent in ops no group models is carried over to every chip as measured.</source>
        <translation>Время профиля в операциях, которые не моделирует ни одна группа (%1), переносится на каждый чип как измерено.</translation>
    </message>
    <message>
        <source>No unmodelled time is known for this calibration: the bars hold the modelled groups only.</source>
        <translation>Для этой калибровки немоделируемое время неизвестно: столбцы содержат только моделируемые группы.</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) it cannot place were carried over as measured.</source>
        <translation>
            <numerusform>%n группа, которую не удалось разместить на этом чипе, перенесена как измерено.</numerusform>
            <numerusform>%n группы, которые не удалось разместить на этом чипе, перенесены как измерено.</numerusform>
            <numerusform>%n групп, которые не удалось разместить на этом чипе, перенесены как измерено.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3), with %4&apos;s efficiencies (measured on another chip).</source>
        <translation>%1: %2 (%3), с эффективностями %4 (измерено на другом чипе).</translation>
    </message>
    <message>
        <source>%1: %2 (%3), with its own calibration&apos;s efficiencies.</source>
        <translation>%1: %2 (%3), с эффективностями его собственной калибровки.</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RooflineChart</name>
    <message>
        <source>Bandwidth-bound
at every level</source>
        <translation>Ограничено
пропускной способностью
на всех уровнях</translation>
    </message>
    <message>
        <source>Bound by the
slower levels
only</source>
        <translation>Ограничено
только более
медленными уровнями</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>Ограничено
вычислениями</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 ridge&lt;br&gt;critical intensity %3 FLOPs/byte&lt;br&gt;= %4 %5 FLOPs/s ÷ %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: точка перегиба %2&lt;br&gt;критическая интенсивность %3 FLOPs/байт&lt;br&gt;= %4 %5 FLOPs/s ÷ %6</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOPs/byte)</source>
        <translation>Арифм. интенсивность (FLOPs/байт)</translation>
    </message>
    <message>
        <source>Attainable FLOPs/s</source>
        <translation>Достижимые FLOPs/s</translation>
    </message>
    <message>
        <source>No chip is shown: check one in the Chips panel.</source>
        <translation>Ни один чип не показан: отметьте чип на панели «Чипы».</translation>
    </message>
    <message>
        <source>%1 achievable %2</source>
        <translation>%1 достижимо %2</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>память</translation>
    </message>
    <message>
        <source>chip-to-chip link</source>
        <translation>канал между чипами</translation>
    </message>
    <message>
        <source>achievable peak</source>
        <translation>достижимый пик</translation>
    </message>
    <message>
        <source>intensity %1 FLOPs/byte · %2 FLOPs/s</source>
        <translation>интенсивность %1 FLOPs/байт · %2 FLOPs/s</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n op(s) cannot be placed (Details says why)</source>
        <translation>
            <numerusform>%1: %2 из %n операции нельзя разместить (причина — в «Подробностях»)</numerusform>
            <numerusform>%1: %2 из %n операций нельзя разместить (причина — в «Подробностях»)</numerusform>
            <numerusform>%1: %2 из %n операций нельзя разместить (причина — в «Подробностях»)</numerusform>
        </translation>
    </message>
    <message>
        <source>measured</source>
        <translation>измерено</translation>
    </message>
    <message>
        <source>above its roof: wrong peak or byte count?</source>
        <translation>выше своей крыши: неверен пик или число байтов?</translation>
    </message>
    <message>
        <source>VPU</source>
        <translation>VPU</translation>
    </message>
    <message>
        <source>CUDA cores</source>
        <translation>ядра CUDA</translation>
    </message>
    <message>
        <source>vector</source>
        <translation>векторные</translation>
    </message>
    <message>
        <source>vector units (dot, elementwise)</source>
        <translation>векторные блоки (скалярное произведение, поэлементные)</translation>
    </message>
    <message>
        <source>hollow: does not fit in memory</source>
        <translation>полый: не помещается в память</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <comment>a link and how many of them one slope is for</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n link(s) at once, each way</source>
        <translation>
            <numerusform>&lt;br&gt;%n канал связи одновременно, в каждую сторону</numerusform>
            <numerusform>&lt;br&gt;%n канала связи одновременно, в каждую сторону</numerusform>
            <numerusform>&lt;br&gt;%n каналов связи одновременно, в каждую сторону</numerusform>
        </translation>
    </message>
    <message>
        <source>measured (ERT)</source>
        <translation>измерено (ERT)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln measured kernel(s) cannot be placed (Measurements says why)</source>
        <translation>
            <numerusform>%1: %Ln измеренное ядро нельзя разместить (причина — в «Измерениях»)</numerusform>
            <numerusform>%1: %Ln измеренных ядра нельзя разместить (причина — в «Измерениях»)</numerusform>
            <numerusform>%1: %Ln измеренных ядер нельзя разместить (причина — в «Измерениях»)</numerusform>
        </translation>
    </message>
    <message>
        <source>Intensity (FLOPs/byte)</source>
        <translation>Интенсивность (FLOPs/байт)</translation>
    </message>
    <message>
        <source>FLOPs/byte</source>
        <translation>FLOPs/байт</translation>
    </message>
    <message>
        <source>FLOPs/s</source>
        <translation>FLOPs/s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a chip and its numbers</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, ridge %2</source>
        <comment>a chip&apos;s peak FLOPs/s and its critical intensity</comment>
        <translation>%1, перегиб %2</translation>
    </message>
    <message numerus="yes">
        <source>+%n more op(s) (the Ops panel lists them)</source>
        <translation>
            <numerusform>+%n операция (список — в панели «Операции»)</numerusform>
            <numerusform>+%n операции (список — в панели «Операции»)</numerusform>
            <numerusform>+%n операций (список — в панели «Операции»)</numerusform>
        </translation>
    </message>
    <message>
        <source>vector units</source>
        <translation>векторные блоки</translation>
    </message>
    <message>
        <source>before</source>
        <translation>до</translation>
    </message>
    <message>
        <source>after (its speed-up)</source>
        <translation>после (её ускорение)</translation>
    </message>
    <message>
        <source>only before</source>
        <translation>только до</translation>
    </message>
    <message>
        <source>only after</source>
        <translation>только после</translation>
    </message>
    <message>
        <source>other: %1 groups with the least time, as one point</source>
        <translation>прочие: %1 групп с наименьшим временем, одной точкой</translation>
    </message>
    <message>
        <source>%1, inner tier</source>
        <comment>a two-tier collective&apos;s link inside each domain</comment>
        <translation>%1, внутренний уровень</translation>
    </message>
    <message>
        <source>a two-tier collective&apos;s inner link</source>
        <translation>внутренний канал двухуровневой коллективной операции</translation>
    </message>
    <message>
        <source>%1: %2, inner tier</source>
        <comment>a chip: its two-tier collective&apos;s link inside each domain</comment>
        <translation>%1: %2, внутренний уровень</translation>
    </message>
    <message>
        <source>achieved (calibrated)</source>
        <translation>достигнуто (калибровка)</translation>
    </message>
    <message>
        <source>achieved</source>
        <translation>достигнуто</translation>
    </message>
    <message>
        <source>above its roof?</source>
        <translation>выше своей крыши?</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RooflineMeasuredLayer</name>
    <message>
        <source>share of the time:</source>
        <translation>доля времени:</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>измерено %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 achieved %2</source>
        <comment>a calibrated class&apos;s ceiling: matmul achieved 62 %</comment>
        <translation>%1 достигнуто %2</translation>
    </message>
    <message>
        <source>%1 %2 achieved %3</source>
        <comment>a calibrated class&apos;s slope: vector HBM achieved 85 %</comment>
        <translation>%1 %2 достигнуто %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a footnote: chip, what its line is</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>roofline::ui::RooflineModelLayer</name>
    <message>
        <source>prefill</source>
        <translation>предзаполнение</translation>
    </message>
    <message>
        <source>decode</source>
        <translation>декодирование</translation>
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
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 × %3 за шаг, %4 шага (%5)</translation>
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
        <translation>Наименьший рисуемый размер батча</translation>
    </message>
    <message>
        <source>The largest batch size drawn (the chapter&apos;s figure: 1 to 511)</source>
        <translation>Наибольший рисуемый размер батча (рисунок в главе: от 1 до 511)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>&amp;B from:</source>
        <translation>&amp;B от:</translation>
    </message>
    <message>
        <source>log B</source>
        <translation>лог. B</translation>
    </message>
    <message>
        <source>A logarithmic batch-size axis (points spread evenly in log B)</source>
        <translation>Логарифмическая ось размера батча (точки равномерно по log B)</translation>
    </message>
    <message>
        <source>log FLOPs/s</source>
        <translation>лог. FLOPs/s</translation>
    </message>
    <message>
        <source>A logarithmic FLOPs/s axis</source>
        <translation>Логарифмическая ось FLOPs/s</translation>
    </message>
    <message>
        <source>Axes:</source>
        <translation>Оси:</translation>
    </message>
    <message>
        <source>One chart per chip</source>
        <translation>Отдельный график на чип</translation>
    </message>
    <message>
        <source>Overlaid</source>
        <translation>Наложенные</translation>
    </message>
    <message>
        <source>Draw each chip on its own chart (each like the chapter&apos;s figure) or all on one</source>
        <translation>Рисовать каждый чип на своём графике (каждый — как рисунок в главе) или все на одном</translation>
    </message>
    <message>
        <source>same FLOPs/s scale</source>
        <translation>общая шкала FLOPs/s</translation>
    </message>
    <message>
        <source>Give the charts of every chip one FLOPs/s scale, so heights compare</source>
        <translation>Одна шкала FLOPs/s для графиков всех чипов, чтобы высоты можно было сравнивать</translation>
    </message>
    <message>
        <source>&amp;Chips:</source>
        <translation>&amp;Чипы:</translation>
    </message>
    <message>
        <source>Set the batch range</source>
        <translation>Задать диапазон батча</translation>
    </message>
    <message>
        <source>Log batch axis</source>
        <translation>Логарифмическая ось батча</translation>
    </message>
    <message>
        <source>Linear batch axis</source>
        <translation>Линейная ось батча</translation>
    </message>
    <message>
        <source>Log FLOPs/s axis</source>
        <translation>Логарифмическая ось FLOPs/s</translation>
    </message>
    <message>
        <source>Linear FLOPs/s axis</source>
        <translation>Линейная ось FLOPs/s</translation>
    </message>
    <message>
        <source>Change the batch-size chart&apos;s layout</source>
        <translation>Изменить раскладку графика размера батча</translation>
    </message>
    <message>
        <source>One FLOPs/s scale</source>
        <translation>Одна шкала FLOPs/s</translation>
    </message>
    <message>
        <source>A FLOPs/s scale per chip</source>
        <translation>Своя шкала FLOPs/s для каждого чипа</translation>
    </message>
</context>
<context>
    <name>roofline::ui::TaskProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop: nothing is changed</source>
        <translation>Остановить: ничего не изменится</translation>
    </message>
</context>
<context>
    <name>roofline::ui::TaskRunner</name>
    <message>
        <source>there is not enough memory</source>
        <translation>не хватает памяти</translation>
    </message>
</context>
<context>
    <name>roofline::ui::ViewActions</name>
    <message>
        <source>Charts as tabs</source>
        <translation>Графики во вкладках</translation>
    </message>
    <message>
        <source>Charts side by side</source>
        <translation>Графики рядом</translation>
    </message>
    <message>
        <source>Chips side by side</source>
        <translation>Чипы рядом</translation>
    </message>
    <message>
        <source>Chips overlaid</source>
        <translation>Чипы наложены</translation>
    </message>
    <message>
        <source>Show achievable ceilings</source>
        <translation>Показать достижимые потолки</translation>
    </message>
    <message>
        <source>Hide achievable ceilings</source>
        <translation>Скрыть достижимые потолки</translation>
    </message>
    <message>
        <source>Change label units</source>
        <translation>Изменить единицы подписей</translation>
    </message>
    <message>
        <source>Chart theme %1</source>
        <translation>Тема графиков: %1</translation>
    </message>
    <message>
        <source>Charts as &amp;Tabs</source>
        <translation>Графики во &amp;вкладках</translation>
    </message>
    <message>
        <source>Show the roofline and batch-size charts as tabs instead of side by side</source>
        <translation>Показывать графики roofline и размера батча во вкладках, а не рядом</translation>
    </message>
    <message>
        <source>Chips &amp;Side by Side</source>
        <translation>Чипы &amp;рядом</translation>
    </message>
    <message>
        <source>Draw each chip on its own small roofline chart (shared axes) instead of overlaying them</source>
        <translation>Рисовать каждый чип на своём маленьком графике roofline (общие оси), а не накладывать их</translation>
    </message>
    <message>
        <source>&amp;Achievable Ceilings</source>
        <translation>&amp;Достижимые потолки</translation>
    </message>
    <message>
        <source>Also draw each chip&apos;s achievable peak, dashed (about 80–85 % for GPUs, 95 % for TPUs)</source>
        <translation>Также рисовать пунктиром достижимый пик каждого чипа (около 80–85 % для GPU, 95 % для TPU)</translation>
    </message>
    <message>
        <source>SI &amp;Prefixes in Labels</source>
        <translation>&amp;Приставки СИ в подписях</translation>
    </message>
    <message>
        <source>Memory &amp;Levels and Links</source>
        <translation>&amp;Уровни памяти и каналы связи</translation>
    </message>
    <message>
        <source>Choose which memory levels and links the roofline draws a slope for</source>
        <translation>Выбрать, для каких уровней памяти и каналов связи график roofline рисует наклонную</translation>
    </message>
    <message>
        <source>Chart T&amp;heme</source>
        <translation>&amp;Тема графиков</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Светлая</translation>
    </message>
    <message>
        <source>Dark lines on white, for the screen</source>
        <translation>Тёмные линии на белом, для экрана</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>Light lines on a dark background</source>
        <translation>Светлые линии на тёмном фоне</translation>
    </message>
    <message>
        <source>&amp;Slide</source>
        <translation>С&amp;лайд</translation>
    </message>
    <message>
        <source>Large type, thick lines and strong colours, as a slide shows them</source>
        <translation>Крупный шрифт, толстые линии и яркие цвета, как на слайде</translation>
    </message>
    <message>
        <source>Dark Slid&amp;e</source>
        <translation>Т&amp;ёмный слайд</translation>
    </message>
    <message>
        <source>The slide&apos;s type and lines on a dark background</source>
        <translation>Шрифт и линии слайда на тёмном фоне</translation>
    </message>
    <message>
        <source>A memory level: drawn as a solid slope</source>
        <translation>Уровень памяти: рисуется сплошной наклонной</translation>
    </message>
    <message>
        <source>A link to other chips: drawn as a dotted slope</source>
        <translation>Канал связи с другими чипами: рисуется пунктирной наклонной</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>Показать %1</translation>
    </message>
    <message>
        <source>Hide %1</source>
        <translation>Скрыть %1</translation>
    </message>
    <message>
        <source>Label FLOPs/s as 197 T rather than 1.97e14 (new projects start with the last choice)</source>
        <translation>Подписывать FLOPs/s как 197 T, а не 1.97e14 (новые проекты начинаются с последнего выбора)</translation>
    </message>
    <message>
        <source>Follow the &amp;Window</source>
        <translation>Как у &amp;окна</translation>
    </message>
    <message>
        <source>Light charts in a light window, dark ones in a dark window</source>
        <translation>Светлые графики в светлом окне, тёмные — в тёмном</translation>
    </message>
    <message>
        <source>Link slopes for all links</source>
        <translation>Наклонные каналов связи для всех каналов</translation>
    </message>
    <message>
        <source>Link slopes for one link</source>
        <translation>Наклонные каналов связи для одного канала</translation>
    </message>
    <message>
        <source>Lin&amp;k Slopes for All Links</source>
        <translation>Наклонные &amp;каналов связи для всех каналов</translation>
    </message>
    <message>
        <source>Draw each chip-to-chip link&apos;s slope for all of the chip&apos;s links at once (how many it has × the bandwidth of one), rather than for one link, as the chapter does</source>
        <translation>Рисовать наклонную каждого канала связи между чипами сразу для всех каналов чипа (их число × пропускная способность одного), а не для одного канала, как в главе</translation>
    </message>
    <message>
        <source>&amp;All Levels, Links and Vector Units</source>
        <translation>&amp;Все уровни, каналы и векторные блоки</translation>
    </message>
    <message>
        <source>Draw every memory level, link and vector unit of each chip, not only the ones the ops on the chart use (the chip&apos;s first memory level, and what the ops&apos; bytes cross)</source>
        <translation>Рисовать все уровни памяти, каналы связи и векторные блоки каждого чипа, а не только используемые операциями на графике (первый уровень памяти чипа и то, через что проходят байты операций)</translation>
    </message>
    <message>
        <source>Show all levels and links</source>
        <translation>Показать все уровни и каналы</translation>
    </message>
    <message>
        <source>Show the levels the ops use</source>
        <translation>Показать уровни, используемые операциями</translation>
    </message>
    <message>
        <source>Show achieved ceilings</source>
        <translation>Показать достигнутые потолки</translation>
    </message>
    <message>
        <source>Hide achieved ceilings</source>
        <translation>Скрыть достигнутые потолки</translation>
    </message>
    <message>
        <source>Achie&amp;ved Ceilings (Calibrated)</source>
        <translation>Дости&amp;гнутые потолки (калибровка)</translation>
    </message>
    <message>
        <source>Also draw what each class of work reached on a calibrated chip: its compute ceiling and bandwidth slope times the efficiency its measurements gave (Measurements → Calibrate)</source>
        <translation>Также рисовать, чего достиг каждый класс работы на откалиброванном чипе: его потолок вычислений и наклонную пропускной способности, умноженные на эффективность, полученную из его измерений («Измерения» → «Калибровать чип по измерениям»)</translation>
    </message>
</context>
</TS>
