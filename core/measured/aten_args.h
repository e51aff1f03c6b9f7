#pragma once

#include "core/measured/aten_ops.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// What every costed ATen op reads from its recorded arguments (aten_ops.cpp and the aten_*.cpp beside it):
// tensors with the app's dtypes, concrete scalars and int lists, and the reason an op is not costed.
namespace roofline::aten {

// A tensor argument: its sizes, its dtype, and its elements (1 for a 0-d tensor).
struct Tensor {
    std::vector<double> dims;
    Dtype dtype = Dtype::BF16;
    double elements = 1.0;
};

// Every tensor among an op's arguments, in order, and its name as a group: "aten::mm bf16[512,1024]
// bf16[1024,4096]". `problem` says why they cannot be costed (a tensor of a type the app has no dtype
// for, sizes that are not whole); empty when they can.
struct Tensors {
    std::vector<Tensor> list;
    std::string groupName;
    std::string problem;
};
Tensors tensorsOf(std::string_view name, std::span<const AtenArgument> arguments);

// The tensor at one argument's place, read as tensorsOf() reads each: nullopt for None (an absent optional
// tensor, or one of no sizes recorded as ""), and a problem for a type the app has no dtype for.
struct TensorAt {
    std::optional<Tensor> tensor;
    std::string problem;
};
TensorAt tensorAt(std::span<const AtenArgument> arguments, std::size_t index);

// An op's out= overload (mm.out, mul.out…), which the profiler records under the op's own name with the
// tensor the result is written into as one argument more, the last: the arguments of the functional call and
// that tensor. `functional` is how many arguments the functional overload records; an op with one more whose
// last is a tensor was called with out=, any other is taken as it is. `problem`: the out tensor's type has no
// dtype in the app, or its sizes are not whole.
struct OutOverload {
    std::span<const AtenArgument> inputs;
    std::optional<Tensor> out;
    std::string problem;
};
OutOverload outOverload(std::span<const AtenArgument> arguments, std::size_t functional);
// Why an out tensor cannot be the result of `name`, of sizes `dims` (PyTorch would resize it, and what it
// wrote is not known), or nullopt when it can.
std::optional<std::string> outMismatch(std::string_view name, const Tensor& out, const std::vector<double>& dims);

// The group name of the tensors at some argument places ("aten::convolution bf16[8,64,56,56] bf16[64,64,3,3]").
std::string groupNameOf(std::string_view name, std::span<const Tensor> tensors);

bool isNonTensorType(std::string_view type);
std::string dimsText(const std::vector<double>& dims);
std::string shapesText(std::span<const Tensor> tensors);
double elementsOf(const std::vector<double>& dims);
std::optional<std::vector<double>> broadcast(const std::vector<double>& a, const std::vector<double>& b);

// A concrete input as PyTorch records it: True/False (or 1/0, true/false), a whole number ("3"), an int
// list ("[2, 2]"), a bool list ("[True, False, True]"). nullopt when not recorded or not of that form.
std::optional<bool> concreteBool(std::string_view text);
std::optional<double> concreteWhole(std::string_view text);
std::optional<std::vector<double>> concreteWholeList(std::string_view text);
std::optional<std::vector<bool>> concreteBoolList(std::string_view text);

// The dtype a ScalarType argument names, as PyTorch records it: its number in c10's ScalarType list.
std::optional<Dtype> scalarTypeDtype(std::string_view concrete);

// The op of the app, checked by its own rules: why it is not one, or nullopt.
std::optional<std::string> opProblem(const Op& op);

AtenModel unmodelled(std::string reason);
AtenModel costed(AtenCost cost);

} // namespace roofline::aten
