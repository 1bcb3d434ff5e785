// TorchSpelling: reads PyTorch's spellings of element types and of Inductor's
// layout classes, as ir_pre_fusion.txt, the fusion log and output_code.py print
// them, into the IR's enums (ir::DType, ir::LayoutKind). The Inductor frontend is
// the only place that reads these spellings; the IR prints them back.
//
// Contract: a dtype is PyTorch's repr, `torch.<name>`: every name of ir::DType's
// table ("torch.float32", "torch.bfloat16", "torch.int64", "torch.float8_e4m3fn",
// "torch.complex64" ...) and the aliases torch defines for them ("torch.float",
// "torch.double", "torch.half", "torch.long", "torch.int", "torch.short",
// "torch.cfloat", "torch.cdouble", "torch.chalf"). Anything else, including the
// quantized and bit-packed types and a newer PyTorch's names, is ir::DType::Unknown:
// the callers warn where they met it, they never abort on it.
// A layout kind is the Python class name (ir::layoutKindName); another name is
// ir::LayoutKind::Unknown.
#pragma once

#include <optional>
#include <string_view>

#include "core/ir/DType.h"
#include "core/ir/Layout.h"

namespace fs::inductor {

/// "torch.float32" -> DType::F32, "torch.long" -> DType::I64; Unknown otherwise.
ir::DType parseTorchDType(std::string_view spelling);
/// "FixedLayout" -> LayoutKind::Fixed; Unknown otherwise.
ir::LayoutKind parseLayoutKind(std::string_view spelling);
/// Python's non-finite float spellings as Inductor prints them: "inf", "-inf", "nan";
/// nullopt for any other text.
std::optional<double> parseNonFinite(std::string_view spelling);

}  // namespace fs::inductor
