# Makes interpolate_antialias_torch.json: torch.nn.functional.interpolate(antialias=True)
# on the CPU, float64, for the CPU externs aten._upsample_bicubic2d_aa / _bilinear2d_aa
# (tests/core/runtime/CpuExternsReferenceTest.cpp). Run with any torch 2.x:
#   python3 gen_interpolate_antialias.py   (writes /tmp/aa.json)
import torch, json
torch.manual_seed(0)
cases = []
for (n, c, h, w), (oh, ow), align in [((1, 3, 16, 16), (8, 8), False), ((1, 2, 9, 13), (5, 7), False), ((1, 2, 6, 5), (11, 8), False), ((1, 2, 9, 13), (4, 6), True)]:
    x = torch.randn(n, c, h, w, dtype=torch.float64)
    for mode in ["bicubic", "bilinear"]:
        y = torch.nn.functional.interpolate(x, size=(oh, ow), mode=mode, align_corners=align, antialias=True)
        cases.append({"mode": mode, "in": [n, c, h, w], "out": [oh, ow], "align_corners": align, "x": x.flatten().tolist(), "y": y.flatten().tolist()})
json.dump({"torch": torch.__version__, "cases": cases}, open("/tmp/aa.json", "w"))
print(torch.__version__, len(cases))
