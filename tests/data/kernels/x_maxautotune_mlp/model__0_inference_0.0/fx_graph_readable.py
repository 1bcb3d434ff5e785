class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[512, 256]", arg1_1: "f32[512]", arg2_1: "f32[256, 256]", arg3_1: "f32[256, 512]", arg4_1: "f32[256]"):
        # File: /work/main/tests/zoo/gen_zoo_extra.py:162 in forward, code: def forward(s, x): return s.b(F.gelu(s.a(x)))
        permute: "f32[256, 512]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[256, 512]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        mul: "f32[256, 512]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_1: "f32[256, 512]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476);  addmm = None
        erf: "f32[256, 512]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[256, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[256, 512]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        permute_1: "f32[512, 256]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1: "f32[256, 256]" = torch.ops.aten.addmm.default(arg4_1, mul_2, permute_1);  arg4_1 = mul_2 = permute_1 = None
        return (addmm_1,)
