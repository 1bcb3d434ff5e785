// OpCode: the ops of a loop body (LoopOp::Form::Ops, Inductor's `ops.<name>(...)`)
// as a type, decoded once from their spelling where a frontend makes the op
// (LoopOp::setOp), so that the scheduler, the emitters and the interpreter switch on
// a code instead of comparing names.
//
// Contract: every op the engine implements has a code and a family; a name the
// engine does not know ("bucketize", a newer release's op) decodes to
// OpCode::Unknown and keeps its spelling in LoopOp::op, so that it is still printed
// back and reported by name. Names are torch/_inductor/ops_handler.py's (OpsHandler);
// `div` and `truediv`, `and_` and `bitwise_and` ... are kept apart as Inductor
// spells them (the same arithmetic; an emitter may treat them alike).
#pragma once

#include <cstdint>
#include <string_view>

namespace fs::ir {

/// The family of an op: how its arguments and result are treated.
enum class OpFamily : std::uint8_t {
  Unknown,
  Memory,      ///< load, store, store_reduction, load_seed, index_expr, check_bounds
  Reduction,   ///< reduction(dtype, src_dtype, kind, value)
  Sort,        ///< sort(dtypes, values, stable, descending): a whole-row op
  Constant,    ///< constant(value, dtype)
  Cast,        ///< to_dtype(x, dtype, ...)
  Random,      ///< rand / randn(seed, offset)
  Select,      ///< where(cond, a, b)
  Fma,         ///< fma(a, b, c)
  UnaryMath,   ///< exp, log, sin ...: a float function of one value
  Unary,       ///< neg, abs, relu, sigmoid, isnan ...: other one-value ops
  Binary,      ///< add, sub, mul, truediv, pow, maximum ...
  Comparison,  ///< eq ne lt le gt ge
  Logical,     ///< and_ or_ xor, logical_*, bitwise_* of two values
};

// X(code, name, family): the table every function below reads.
#define FS_IR_OPS(X)                                                                                   \
  X(Load, "load", Memory) X(Store, "store", Memory) X(StoreReduction, "store_reduction", Memory)        \
  X(LoadSeed, "load_seed", Memory) X(IndexExpr, "index_expr", Memory)                                  \
  X(CheckBounds, "check_bounds", Memory) X(Reduction, "reduction", Reduction) X(Sort, "sort", Sort)    \
  X(Constant, "constant", Constant) X(ToDtype, "to_dtype", Cast) X(Rand, "rand", Random)               \
  X(Randn, "randn", Random) X(Where, "where", Select) X(Fma, "fma", Fma)                                \
  X(Exp, "exp", UnaryMath) X(Exp2, "exp2", UnaryMath) X(Expm1, "expm1", UnaryMath)                     \
  X(Log, "log", UnaryMath) X(Log1p, "log1p", UnaryMath) X(Log2, "log2", UnaryMath)                     \
  X(Log10, "log10", UnaryMath) X(Sqrt, "sqrt", UnaryMath) X(Sin, "sin", UnaryMath)                     \
  X(Cos, "cos", UnaryMath) X(Tan, "tan", UnaryMath) X(Asin, "asin", UnaryMath)                         \
  X(Acos, "acos", UnaryMath) X(Atan, "atan", UnaryMath) X(Sinh, "sinh", UnaryMath)                     \
  X(Cosh, "cosh", UnaryMath) X(Tanh, "tanh", UnaryMath) X(Erf, "erf", UnaryMath)                       \
  X(Erfc, "erfc", UnaryMath) X(Floor, "floor", UnaryMath) X(Ceil, "ceil", UnaryMath)                   \
  X(Trunc, "trunc", UnaryMath) X(Round, "round", UnaryMath) X(Lgamma, "lgamma", UnaryMath)             \
  X(Neg, "neg", Unary) X(Abs, "abs", Unary) X(Relu, "relu", Unary) X(Sigmoid, "sigmoid", Unary)        \
  X(Rsqrt, "rsqrt", Unary) X(Reciprocal, "reciprocal", Unary) X(Square, "square", Unary)               \
  X(Sign, "sign", Unary) X(LogicalNot, "logical_not", Unary) X(BitwiseNot, "bitwise_not", Unary)       \
  X(Isinf, "isinf", Unary) X(Isnan, "isnan", Unary) X(Signbit, "signbit", Unary)                       \
  X(Add, "add", Binary) X(Sub, "sub", Binary) X(Mul, "mul", Binary) X(Truediv, "truediv", Binary)      \
  X(Div, "div", Binary) X(Floordiv, "floordiv", Binary) X(Truncdiv, "truncdiv", Binary)                \
  X(Mod, "mod", Binary) X(Fmod, "fmod", Binary) X(Remainder, "remainder", Binary)                      \
  X(Pow, "pow", Binary) X(Maximum, "maximum", Binary) X(Minimum, "minimum", Binary)                    \
  X(Eq, "eq", Comparison) X(Ne, "ne", Comparison) X(Lt, "lt", Comparison) X(Le, "le", Comparison)      \
  X(Gt, "gt", Comparison) X(Ge, "ge", Comparison) X(And, "and_", Logical) X(Or, "or_", Logical)        \
  X(Xor, "xor", Logical) X(LogicalAnd, "logical_and", Logical) X(LogicalOr, "logical_or", Logical)     \
  X(LogicalXor, "logical_xor", Logical) X(BitwiseAnd, "bitwise_and", Logical)                          \
  X(BitwiseOr, "bitwise_or", Logical) X(BitwiseXor, "bitwise_xor", Logical)

enum class OpCode : std::uint8_t {
  Unknown,
#define FS_IR_OP_ENUM(code, name, family) code,
  FS_IR_OPS(FS_IR_OP_ENUM)
#undef FS_IR_OP_ENUM
};

/// The code of an op's name; OpCode::Unknown for a name the engine does not know.
OpCode opCodeOf(std::string_view name);
/// Inductor's spelling of a code ("" for Unknown).
std::string_view opName(OpCode code);
OpFamily familyOf(OpCode code);
/// Two-value ops: Binary, Comparison and Logical.
inline bool isBinaryFamily(OpFamily f) {
  return f == OpFamily::Binary || f == OpFamily::Comparison || f == OpFamily::Logical;
}

/// The reduction_type of `ops.reduction(dtype, src_dtype, reduction_type, value)`
/// (torch/_inductor/ops_handler.py, ReductionType), as a type: the emitters and the
/// interpreter switch on it. Unknown for a spelling the engine does not compute.
enum class ReductionType : std::uint8_t {
  Unknown,
  Sum,
  Prod,
  Max,
  Min,
  Any,
  XorSum,
  Argmax,
  Argmin,
  WelfordReduce,        ///< (mean, m2, weight) of the values
  WelfordCombine,       ///< (mean, m2, weight) of partial (mean, m2, weight) triples
  OnlineSoftmaxReduce,  ///< (max, sum of exp(x - max))
};
/// The type of Inductor's spelling ("sum", "argmax", "welford_reduce" ...); Unknown otherwise.
ReductionType reductionTypeOf(std::string_view name);
/// Inductor's spelling ("" for Unknown).
std::string_view reductionTypeName(ReductionType t);
/// argmax / argmin: the result is an int64 position.
inline bool isArgReduction(ReductionType t) { return t == ReductionType::Argmax || t == ReductionType::Argmin; }
/// welford_reduce / welford_combine: the result is a (mean, m2, weight) triple.
inline bool isWelford(ReductionType t) {
  return t == ReductionType::WelfordReduce || t == ReductionType::WelfordCombine;
}

}  // namespace fs::ir
