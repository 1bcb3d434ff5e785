class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 3, 7, 7]", arg1_1: "Sym(s77)", arg2_1: "Sym(s53)", arg3_1: "f32[s77, 3, s53, s53]", arg4_1: "f32[64]", arg5_1: "f32[64]", arg6_1: "f32[64]", arg7_1: "f32[64]", arg8_1: "f32[64, 64, 3, 3]", arg9_1: "f32[64]", arg10_1: "f32[64]", arg11_1: "f32[64]", arg12_1: "f32[64]", arg13_1: "f32[64, 64, 3, 3]", arg14_1: "f32[64]", arg15_1: "f32[64]", arg16_1: "f32[64]", arg17_1: "f32[64]", arg18_1: "f32[64, 64, 3, 3]", arg19_1: "f32[64]", arg20_1: "f32[64]", arg21_1: "f32[64]", arg22_1: "f32[64]", arg23_1: "f32[64, 64, 3, 3]", arg24_1: "f32[64]", arg25_1: "f32[64]", arg26_1: "f32[64]", arg27_1: "f32[64]", arg28_1: "f32[128, 64, 3, 3]", arg29_1: "f32[128]", arg30_1: "f32[128]", arg31_1: "f32[128]", arg32_1: "f32[128]", arg33_1: "f32[128, 128, 3, 3]", arg34_1: "f32[128]", arg35_1: "f32[128]", arg36_1: "f32[128]", arg37_1: "f32[128]", arg38_1: "f32[128, 64, 1, 1]", arg39_1: "f32[128]", arg40_1: "f32[128]", arg41_1: "f32[128]", arg42_1: "f32[128]", arg43_1: "f32[128, 128, 3, 3]", arg44_1: "f32[128]", arg45_1: "f32[128]", arg46_1: "f32[128]", arg47_1: "f32[128]", arg48_1: "f32[128, 128, 3, 3]", arg49_1: "f32[128]", arg50_1: "f32[128]", arg51_1: "f32[128]", arg52_1: "f32[128]", arg53_1: "f32[256, 128, 3, 3]", arg54_1: "f32[256]", arg55_1: "f32[256]", arg56_1: "f32[256]", arg57_1: "f32[256]", arg58_1: "f32[256, 256, 3, 3]", arg59_1: "f32[256]", arg60_1: "f32[256]", arg61_1: "f32[256]", arg62_1: "f32[256]", arg63_1: "f32[256, 128, 1, 1]", arg64_1: "f32[256]", arg65_1: "f32[256]", arg66_1: "f32[256]", arg67_1: "f32[256]", arg68_1: "f32[256, 256, 3, 3]", arg69_1: "f32[256]", arg70_1: "f32[256]", arg71_1: "f32[256]", arg72_1: "f32[256]", arg73_1: "f32[256, 256, 3, 3]", arg74_1: "f32[256]", arg75_1: "f32[256]", arg76_1: "f32[256]", arg77_1: "f32[256]", arg78_1: "f32[512, 256, 3, 3]", arg79_1: "f32[512]", arg80_1: "f32[512]", arg81_1: "f32[512]", arg82_1: "f32[512]", arg83_1: "f32[512, 512, 3, 3]", arg84_1: "f32[512]", arg85_1: "f32[512]", arg86_1: "f32[512]", arg87_1: "f32[512]", arg88_1: "f32[512, 256, 1, 1]", arg89_1: "f32[512]", arg90_1: "f32[512]", arg91_1: "f32[512]", arg92_1: "f32[512]", arg93_1: "f32[512, 512, 3, 3]", arg94_1: "f32[512]", arg95_1: "f32[512]", arg96_1: "f32[512]", arg97_1: "f32[512]", arg98_1: "f32[512, 512, 3, 3]", arg99_1: "f32[512]", arg100_1: "f32[512]", arg101_1: "f32[512]", arg102_1: "f32[512]", arg103_1: "f32[1000, 512]", arg104_1: "f32[1000]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:268 in _forward_impl, code: x = self.conv1(x)
        convolution: "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1]" = torch.ops.aten.convolution.default(arg3_1, arg0_1, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  arg3_1 = arg0_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:269 in _forward_impl, code: x = self.bn1(x)
        add_5: "f32[64]" = torch.ops.aten.add.Tensor(arg5_1, 1e-05);  arg5_1 = None
        sqrt: "f32[64]" = torch.ops.aten.sqrt.default(add_5);  add_5 = None
        reciprocal: "f32[64]" = torch.ops.aten.reciprocal.default(sqrt);  sqrt = None
        mul_14: "f32[64]" = torch.ops.aten.mul.Tensor(reciprocal, 1);  reciprocal = None
        unsqueeze: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg4_1, -1);  arg4_1 = None
        unsqueeze_1: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(mul_14, -1);  mul_14 = None
        unsqueeze_3: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub_3: "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul_15: "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_3);  sub_3 = unsqueeze_3 = None
        unsqueeze_4: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg6_1, -1);  arg6_1 = None
        unsqueeze_5: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_16: "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1]" = torch.ops.aten.mul.Tensor(mul_15, unsqueeze_5);  mul_15 = unsqueeze_5 = None
        unsqueeze_6: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_7: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_6: "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1]" = torch.ops.aten.add.Tensor(mul_16, unsqueeze_7);  mul_16 = unsqueeze_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:270 in _forward_impl, code: x = self.relu(x)
        relu: "f32[s77, 64, (((s53 - 1)//2)) + 1, (((s53 - 1)//2)) + 1]" = torch.ops.aten.relu.default(add_6);  add_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:271 in _forward_impl, code: x = self.maxpool(x)
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu, [3, 3], [2, 2], [1, 1], [1, 1], False);  relu = None
        getitem: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = _low_memory_max_pool_with_offsets[0];  _low_memory_max_pool_with_offsets = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_1: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.convolution.default(getitem, arg8_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg8_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_37: "f32[64]" = torch.ops.aten.add.Tensor(arg10_1, 1e-05);  arg10_1 = None
        sqrt_1: "f32[64]" = torch.ops.aten.sqrt.default(add_37);  add_37 = None
        reciprocal_1: "f32[64]" = torch.ops.aten.reciprocal.default(sqrt_1);  sqrt_1 = None
        mul_51: "f32[64]" = torch.ops.aten.mul.Tensor(reciprocal_1, 1);  reciprocal_1 = None
        unsqueeze_8: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_9: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(mul_51, -1);  mul_51 = None
        unsqueeze_11: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        sub_22: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        mul_52: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(sub_22, unsqueeze_11);  sub_22 = unsqueeze_11 = None
        unsqueeze_12: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg11_1, -1);  arg11_1 = None
        unsqueeze_13: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_53: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(mul_52, unsqueeze_13);  mul_52 = unsqueeze_13 = None
        unsqueeze_14: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg12_1, -1);  arg12_1 = None
        unsqueeze_15: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_38: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.add.Tensor(mul_53, unsqueeze_15);  mul_53 = unsqueeze_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_1: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.relu.default(add_38);  add_38 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_2: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.convolution.default(relu_1, arg13_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = arg13_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_59: "f32[64]" = torch.ops.aten.add.Tensor(arg15_1, 1e-05);  arg15_1 = None
        sqrt_2: "f32[64]" = torch.ops.aten.sqrt.default(add_59);  add_59 = None
        reciprocal_2: "f32[64]" = torch.ops.aten.reciprocal.default(sqrt_2);  sqrt_2 = None
        mul_80: "f32[64]" = torch.ops.aten.mul.Tensor(reciprocal_2, 1);  reciprocal_2 = None
        unsqueeze_16: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg14_1, -1);  arg14_1 = None
        unsqueeze_17: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(mul_80, -1);  mul_80 = None
        unsqueeze_19: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        sub_35: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.sub.Tensor(convolution_2, unsqueeze_17);  convolution_2 = unsqueeze_17 = None
        mul_81: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(sub_35, unsqueeze_19);  sub_35 = unsqueeze_19 = None
        unsqueeze_20: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg16_1, -1);  arg16_1 = None
        unsqueeze_21: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, -1);  unsqueeze_20 = None
        mul_82: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(mul_81, unsqueeze_21);  mul_81 = unsqueeze_21 = None
        unsqueeze_22: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg17_1, -1);  arg17_1 = None
        unsqueeze_23: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_22, -1);  unsqueeze_22 = None
        add_60: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.add.Tensor(mul_82, unsqueeze_23);  mul_82 = unsqueeze_23 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_76: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.add.Tensor(add_60, getitem);  add_60 = getitem = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_2: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.relu.default(add_76);  add_76 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_3: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.convolution.default(relu_2, arg18_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg18_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_97: "f32[64]" = torch.ops.aten.add.Tensor(arg20_1, 1e-05);  arg20_1 = None
        sqrt_3: "f32[64]" = torch.ops.aten.sqrt.default(add_97);  add_97 = None
        reciprocal_3: "f32[64]" = torch.ops.aten.reciprocal.default(sqrt_3);  sqrt_3 = None
        mul_121: "f32[64]" = torch.ops.aten.mul.Tensor(reciprocal_3, 1);  reciprocal_3 = None
        unsqueeze_24: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg19_1, -1);  arg19_1 = None
        unsqueeze_25: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, -1);  unsqueeze_24 = None
        unsqueeze_26: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(mul_121, -1);  mul_121 = None
        unsqueeze_27: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        sub_57: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.sub.Tensor(convolution_3, unsqueeze_25);  convolution_3 = unsqueeze_25 = None
        mul_122: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(sub_57, unsqueeze_27);  sub_57 = unsqueeze_27 = None
        unsqueeze_28: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg21_1, -1);  arg21_1 = None
        unsqueeze_29: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        mul_123: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(mul_122, unsqueeze_29);  mul_122 = unsqueeze_29 = None
        unsqueeze_30: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg22_1, -1);  arg22_1 = None
        unsqueeze_31: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, -1);  unsqueeze_30 = None
        add_98: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.add.Tensor(mul_123, unsqueeze_31);  mul_123 = unsqueeze_31 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_3: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.relu.default(add_98);  add_98 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_4: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.convolution.default(relu_3, arg23_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_3 = arg23_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_119: "f32[64]" = torch.ops.aten.add.Tensor(arg25_1, 1e-05);  arg25_1 = None
        sqrt_4: "f32[64]" = torch.ops.aten.sqrt.default(add_119);  add_119 = None
        reciprocal_4: "f32[64]" = torch.ops.aten.reciprocal.default(sqrt_4);  sqrt_4 = None
        mul_150: "f32[64]" = torch.ops.aten.mul.Tensor(reciprocal_4, 1);  reciprocal_4 = None
        unsqueeze_32: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg24_1, -1);  arg24_1 = None
        unsqueeze_33: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_32, -1);  unsqueeze_32 = None
        unsqueeze_34: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(mul_150, -1);  mul_150 = None
        unsqueeze_35: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_34, -1);  unsqueeze_34 = None
        sub_70: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.sub.Tensor(convolution_4, unsqueeze_33);  convolution_4 = unsqueeze_33 = None
        mul_151: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(sub_70, unsqueeze_35);  sub_70 = unsqueeze_35 = None
        unsqueeze_36: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg26_1, -1);  arg26_1 = None
        unsqueeze_37: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_36, -1);  unsqueeze_36 = None
        mul_152: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.mul.Tensor(mul_151, unsqueeze_37);  mul_151 = unsqueeze_37 = None
        unsqueeze_38: "f32[64, 1]" = torch.ops.aten.unsqueeze.default(arg27_1, -1);  arg27_1 = None
        unsqueeze_39: "f32[64, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_38, -1);  unsqueeze_38 = None
        add_120: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.add.Tensor(mul_152, unsqueeze_39);  mul_152 = unsqueeze_39 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_136: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.add.Tensor(add_120, relu_2);  add_120 = relu_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_4: "f32[s77, 64, (((s53 - 1)//4)) + 1, (((s53 - 1)//4)) + 1]" = torch.ops.aten.relu.default(add_136);  add_136 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_5: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.convolution.default(relu_4, arg28_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg28_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_157: "f32[128]" = torch.ops.aten.add.Tensor(arg30_1, 1e-05);  arg30_1 = None
        sqrt_5: "f32[128]" = torch.ops.aten.sqrt.default(add_157);  add_157 = None
        reciprocal_5: "f32[128]" = torch.ops.aten.reciprocal.default(sqrt_5);  sqrt_5 = None
        mul_191: "f32[128]" = torch.ops.aten.mul.Tensor(reciprocal_5, 1);  reciprocal_5 = None
        unsqueeze_40: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg29_1, -1);  arg29_1 = None
        unsqueeze_41: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_40, -1);  unsqueeze_40 = None
        unsqueeze_42: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(mul_191, -1);  mul_191 = None
        unsqueeze_43: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_42, -1);  unsqueeze_42 = None
        sub_92: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.sub.Tensor(convolution_5, unsqueeze_41);  convolution_5 = unsqueeze_41 = None
        mul_192: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(sub_92, unsqueeze_43);  sub_92 = unsqueeze_43 = None
        unsqueeze_44: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg31_1, -1);  arg31_1 = None
        unsqueeze_45: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_44, -1);  unsqueeze_44 = None
        mul_193: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(mul_192, unsqueeze_45);  mul_192 = unsqueeze_45 = None
        unsqueeze_46: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg32_1, -1);  arg32_1 = None
        unsqueeze_47: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_46, -1);  unsqueeze_46 = None
        add_158: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.add.Tensor(mul_193, unsqueeze_47);  mul_193 = unsqueeze_47 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_5: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.relu.default(add_158);  add_158 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_6: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.convolution.default(relu_5, arg33_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_5 = arg33_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_179: "f32[128]" = torch.ops.aten.add.Tensor(arg35_1, 1e-05);  arg35_1 = None
        sqrt_6: "f32[128]" = torch.ops.aten.sqrt.default(add_179);  add_179 = None
        reciprocal_6: "f32[128]" = torch.ops.aten.reciprocal.default(sqrt_6);  sqrt_6 = None
        mul_220: "f32[128]" = torch.ops.aten.mul.Tensor(reciprocal_6, 1);  reciprocal_6 = None
        unsqueeze_48: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg34_1, -1);  arg34_1 = None
        unsqueeze_49: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_48, -1);  unsqueeze_48 = None
        unsqueeze_50: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(mul_220, -1);  mul_220 = None
        unsqueeze_51: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_50, -1);  unsqueeze_50 = None
        sub_105: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.sub.Tensor(convolution_6, unsqueeze_49);  convolution_6 = unsqueeze_49 = None
        mul_221: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(sub_105, unsqueeze_51);  sub_105 = unsqueeze_51 = None
        unsqueeze_52: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg36_1, -1);  arg36_1 = None
        unsqueeze_53: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_52, -1);  unsqueeze_52 = None
        mul_222: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(mul_221, unsqueeze_53);  mul_221 = unsqueeze_53 = None
        unsqueeze_54: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg37_1, -1);  arg37_1 = None
        unsqueeze_55: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_54, -1);  unsqueeze_54 = None
        add_180: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.add.Tensor(mul_222, unsqueeze_55);  mul_222 = unsqueeze_55 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:100 in forward, code: identity = self.downsample(x)
        convolution_7: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.convolution.default(relu_4, arg38_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_4 = arg38_1 = None
        add_191: "f32[128]" = torch.ops.aten.add.Tensor(arg40_1, 1e-05);  arg40_1 = None
        sqrt_7: "f32[128]" = torch.ops.aten.sqrt.default(add_191);  add_191 = None
        reciprocal_7: "f32[128]" = torch.ops.aten.reciprocal.default(sqrt_7);  sqrt_7 = None
        mul_241: "f32[128]" = torch.ops.aten.mul.Tensor(reciprocal_7, 1);  reciprocal_7 = None
        unsqueeze_56: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg39_1, -1);  arg39_1 = None
        unsqueeze_57: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_56, -1);  unsqueeze_56 = None
        unsqueeze_58: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(mul_241, -1);  mul_241 = None
        unsqueeze_59: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_58, -1);  unsqueeze_58 = None
        sub_112: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.sub.Tensor(convolution_7, unsqueeze_57);  convolution_7 = unsqueeze_57 = None
        mul_242: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(sub_112, unsqueeze_59);  sub_112 = unsqueeze_59 = None
        unsqueeze_60: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg41_1, -1);  arg41_1 = None
        unsqueeze_61: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_60, -1);  unsqueeze_60 = None
        mul_243: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(mul_242, unsqueeze_61);  mul_242 = unsqueeze_61 = None
        unsqueeze_62: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg42_1, -1);  arg42_1 = None
        unsqueeze_63: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_62, -1);  unsqueeze_62 = None
        add_192: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.add.Tensor(mul_243, unsqueeze_63);  mul_243 = unsqueeze_63 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_208: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.add.Tensor(add_180, add_192);  add_180 = add_192 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_6: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.relu.default(add_208);  add_208 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_8: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.convolution.default(relu_6, arg43_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg43_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_229: "f32[128]" = torch.ops.aten.add.Tensor(arg45_1, 1e-05);  arg45_1 = None
        sqrt_8: "f32[128]" = torch.ops.aten.sqrt.default(add_229);  add_229 = None
        reciprocal_8: "f32[128]" = torch.ops.aten.reciprocal.default(sqrt_8);  sqrt_8 = None
        mul_282: "f32[128]" = torch.ops.aten.mul.Tensor(reciprocal_8, 1);  reciprocal_8 = None
        unsqueeze_64: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg44_1, -1);  arg44_1 = None
        unsqueeze_65: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_64, -1);  unsqueeze_64 = None
        unsqueeze_66: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(mul_282, -1);  mul_282 = None
        unsqueeze_67: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_66, -1);  unsqueeze_66 = None
        sub_134: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.sub.Tensor(convolution_8, unsqueeze_65);  convolution_8 = unsqueeze_65 = None
        mul_283: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(sub_134, unsqueeze_67);  sub_134 = unsqueeze_67 = None
        unsqueeze_68: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg46_1, -1);  arg46_1 = None
        unsqueeze_69: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_68, -1);  unsqueeze_68 = None
        mul_284: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(mul_283, unsqueeze_69);  mul_283 = unsqueeze_69 = None
        unsqueeze_70: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg47_1, -1);  arg47_1 = None
        unsqueeze_71: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_70, -1);  unsqueeze_70 = None
        add_230: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.add.Tensor(mul_284, unsqueeze_71);  mul_284 = unsqueeze_71 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_7: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.relu.default(add_230);  add_230 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_9: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.convolution.default(relu_7, arg48_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_7 = arg48_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_251: "f32[128]" = torch.ops.aten.add.Tensor(arg50_1, 1e-05);  arg50_1 = None
        sqrt_9: "f32[128]" = torch.ops.aten.sqrt.default(add_251);  add_251 = None
        reciprocal_9: "f32[128]" = torch.ops.aten.reciprocal.default(sqrt_9);  sqrt_9 = None
        mul_311: "f32[128]" = torch.ops.aten.mul.Tensor(reciprocal_9, 1);  reciprocal_9 = None
        unsqueeze_72: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg49_1, -1);  arg49_1 = None
        unsqueeze_73: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_72, -1);  unsqueeze_72 = None
        unsqueeze_74: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(mul_311, -1);  mul_311 = None
        unsqueeze_75: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_74, -1);  unsqueeze_74 = None
        sub_147: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.sub.Tensor(convolution_9, unsqueeze_73);  convolution_9 = unsqueeze_73 = None
        mul_312: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(sub_147, unsqueeze_75);  sub_147 = unsqueeze_75 = None
        unsqueeze_76: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg51_1, -1);  arg51_1 = None
        unsqueeze_77: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_76, -1);  unsqueeze_76 = None
        mul_313: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.mul.Tensor(mul_312, unsqueeze_77);  mul_312 = unsqueeze_77 = None
        unsqueeze_78: "f32[128, 1]" = torch.ops.aten.unsqueeze.default(arg52_1, -1);  arg52_1 = None
        unsqueeze_79: "f32[128, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_78, -1);  unsqueeze_78 = None
        add_252: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.add.Tensor(mul_313, unsqueeze_79);  mul_313 = unsqueeze_79 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_268: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.add.Tensor(add_252, relu_6);  add_252 = relu_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_8: "f32[s77, 128, (((s53 - 1)//8)) + 1, (((s53 - 1)//8)) + 1]" = torch.ops.aten.relu.default(add_268);  add_268 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_10: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.convolution.default(relu_8, arg53_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg53_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_289: "f32[256]" = torch.ops.aten.add.Tensor(arg55_1, 1e-05);  arg55_1 = None
        sqrt_10: "f32[256]" = torch.ops.aten.sqrt.default(add_289);  add_289 = None
        reciprocal_10: "f32[256]" = torch.ops.aten.reciprocal.default(sqrt_10);  sqrt_10 = None
        mul_352: "f32[256]" = torch.ops.aten.mul.Tensor(reciprocal_10, 1);  reciprocal_10 = None
        unsqueeze_80: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg54_1, -1);  arg54_1 = None
        unsqueeze_81: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_80, -1);  unsqueeze_80 = None
        unsqueeze_82: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(mul_352, -1);  mul_352 = None
        unsqueeze_83: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_82, -1);  unsqueeze_82 = None
        sub_169: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.sub.Tensor(convolution_10, unsqueeze_81);  convolution_10 = unsqueeze_81 = None
        mul_353: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(sub_169, unsqueeze_83);  sub_169 = unsqueeze_83 = None
        unsqueeze_84: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg56_1, -1);  arg56_1 = None
        unsqueeze_85: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_84, -1);  unsqueeze_84 = None
        mul_354: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(mul_353, unsqueeze_85);  mul_353 = unsqueeze_85 = None
        unsqueeze_86: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg57_1, -1);  arg57_1 = None
        unsqueeze_87: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_86, -1);  unsqueeze_86 = None
        add_290: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.add.Tensor(mul_354, unsqueeze_87);  mul_354 = unsqueeze_87 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_9: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.relu.default(add_290);  add_290 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_11: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.convolution.default(relu_9, arg58_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = arg58_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_311: "f32[256]" = torch.ops.aten.add.Tensor(arg60_1, 1e-05);  arg60_1 = None
        sqrt_11: "f32[256]" = torch.ops.aten.sqrt.default(add_311);  add_311 = None
        reciprocal_11: "f32[256]" = torch.ops.aten.reciprocal.default(sqrt_11);  sqrt_11 = None
        mul_381: "f32[256]" = torch.ops.aten.mul.Tensor(reciprocal_11, 1);  reciprocal_11 = None
        unsqueeze_88: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg59_1, -1);  arg59_1 = None
        unsqueeze_89: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_88, -1);  unsqueeze_88 = None
        unsqueeze_90: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(mul_381, -1);  mul_381 = None
        unsqueeze_91: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_90, -1);  unsqueeze_90 = None
        sub_182: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.sub.Tensor(convolution_11, unsqueeze_89);  convolution_11 = unsqueeze_89 = None
        mul_382: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(sub_182, unsqueeze_91);  sub_182 = unsqueeze_91 = None
        unsqueeze_92: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg61_1, -1);  arg61_1 = None
        unsqueeze_93: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_92, -1);  unsqueeze_92 = None
        mul_383: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(mul_382, unsqueeze_93);  mul_382 = unsqueeze_93 = None
        unsqueeze_94: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg62_1, -1);  arg62_1 = None
        unsqueeze_95: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_94, -1);  unsqueeze_94 = None
        add_312: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.add.Tensor(mul_383, unsqueeze_95);  mul_383 = unsqueeze_95 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:100 in forward, code: identity = self.downsample(x)
        convolution_12: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.convolution.default(relu_8, arg63_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = arg63_1 = None
        add_323: "f32[256]" = torch.ops.aten.add.Tensor(arg65_1, 1e-05);  arg65_1 = None
        sqrt_12: "f32[256]" = torch.ops.aten.sqrt.default(add_323);  add_323 = None
        reciprocal_12: "f32[256]" = torch.ops.aten.reciprocal.default(sqrt_12);  sqrt_12 = None
        mul_402: "f32[256]" = torch.ops.aten.mul.Tensor(reciprocal_12, 1);  reciprocal_12 = None
        unsqueeze_96: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg64_1, -1);  arg64_1 = None
        unsqueeze_97: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_96, -1);  unsqueeze_96 = None
        unsqueeze_98: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(mul_402, -1);  mul_402 = None
        unsqueeze_99: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_98, -1);  unsqueeze_98 = None
        sub_189: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.sub.Tensor(convolution_12, unsqueeze_97);  convolution_12 = unsqueeze_97 = None
        mul_403: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(sub_189, unsqueeze_99);  sub_189 = unsqueeze_99 = None
        unsqueeze_100: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg66_1, -1);  arg66_1 = None
        unsqueeze_101: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_100, -1);  unsqueeze_100 = None
        mul_404: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(mul_403, unsqueeze_101);  mul_403 = unsqueeze_101 = None
        unsqueeze_102: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg67_1, -1);  arg67_1 = None
        unsqueeze_103: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_102, -1);  unsqueeze_102 = None
        add_324: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.add.Tensor(mul_404, unsqueeze_103);  mul_404 = unsqueeze_103 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_340: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.add.Tensor(add_312, add_324);  add_312 = add_324 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_10: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.relu.default(add_340);  add_340 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_13: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.convolution.default(relu_10, arg68_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg68_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_361: "f32[256]" = torch.ops.aten.add.Tensor(arg70_1, 1e-05);  arg70_1 = None
        sqrt_13: "f32[256]" = torch.ops.aten.sqrt.default(add_361);  add_361 = None
        reciprocal_13: "f32[256]" = torch.ops.aten.reciprocal.default(sqrt_13);  sqrt_13 = None
        mul_443: "f32[256]" = torch.ops.aten.mul.Tensor(reciprocal_13, 1);  reciprocal_13 = None
        unsqueeze_104: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg69_1, -1);  arg69_1 = None
        unsqueeze_105: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_104, -1);  unsqueeze_104 = None
        unsqueeze_106: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(mul_443, -1);  mul_443 = None
        unsqueeze_107: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_106, -1);  unsqueeze_106 = None
        sub_211: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.sub.Tensor(convolution_13, unsqueeze_105);  convolution_13 = unsqueeze_105 = None
        mul_444: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(sub_211, unsqueeze_107);  sub_211 = unsqueeze_107 = None
        unsqueeze_108: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg71_1, -1);  arg71_1 = None
        unsqueeze_109: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_108, -1);  unsqueeze_108 = None
        mul_445: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(mul_444, unsqueeze_109);  mul_444 = unsqueeze_109 = None
        unsqueeze_110: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg72_1, -1);  arg72_1 = None
        unsqueeze_111: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_110, -1);  unsqueeze_110 = None
        add_362: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.add.Tensor(mul_445, unsqueeze_111);  mul_445 = unsqueeze_111 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_11: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.relu.default(add_362);  add_362 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_14: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.convolution.default(relu_11, arg73_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_11 = arg73_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_383: "f32[256]" = torch.ops.aten.add.Tensor(arg75_1, 1e-05);  arg75_1 = None
        sqrt_14: "f32[256]" = torch.ops.aten.sqrt.default(add_383);  add_383 = None
        reciprocal_14: "f32[256]" = torch.ops.aten.reciprocal.default(sqrt_14);  sqrt_14 = None
        mul_472: "f32[256]" = torch.ops.aten.mul.Tensor(reciprocal_14, 1);  reciprocal_14 = None
        unsqueeze_112: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg74_1, -1);  arg74_1 = None
        unsqueeze_113: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_112, -1);  unsqueeze_112 = None
        unsqueeze_114: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(mul_472, -1);  mul_472 = None
        unsqueeze_115: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_114, -1);  unsqueeze_114 = None
        sub_224: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.sub.Tensor(convolution_14, unsqueeze_113);  convolution_14 = unsqueeze_113 = None
        mul_473: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(sub_224, unsqueeze_115);  sub_224 = unsqueeze_115 = None
        unsqueeze_116: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg76_1, -1);  arg76_1 = None
        unsqueeze_117: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_116, -1);  unsqueeze_116 = None
        mul_474: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.mul.Tensor(mul_473, unsqueeze_117);  mul_473 = unsqueeze_117 = None
        unsqueeze_118: "f32[256, 1]" = torch.ops.aten.unsqueeze.default(arg77_1, -1);  arg77_1 = None
        unsqueeze_119: "f32[256, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_118, -1);  unsqueeze_118 = None
        add_384: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.add.Tensor(mul_474, unsqueeze_119);  mul_474 = unsqueeze_119 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_400: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.add.Tensor(add_384, relu_10);  add_384 = relu_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_12: "f32[s77, 256, (((s53 - 1)//16)) + 1, (((s53 - 1)//16)) + 1]" = torch.ops.aten.relu.default(add_400);  add_400 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_15: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.convolution.default(relu_12, arg78_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  arg78_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_421: "f32[512]" = torch.ops.aten.add.Tensor(arg80_1, 1e-05);  arg80_1 = None
        sqrt_15: "f32[512]" = torch.ops.aten.sqrt.default(add_421);  add_421 = None
        reciprocal_15: "f32[512]" = torch.ops.aten.reciprocal.default(sqrt_15);  sqrt_15 = None
        mul_513: "f32[512]" = torch.ops.aten.mul.Tensor(reciprocal_15, 1);  reciprocal_15 = None
        unsqueeze_120: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg79_1, -1);  arg79_1 = None
        unsqueeze_121: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_120, -1);  unsqueeze_120 = None
        unsqueeze_122: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(mul_513, -1);  mul_513 = None
        unsqueeze_123: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_122, -1);  unsqueeze_122 = None
        sub_246: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.sub.Tensor(convolution_15, unsqueeze_121);  convolution_15 = unsqueeze_121 = None
        mul_514: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(sub_246, unsqueeze_123);  sub_246 = unsqueeze_123 = None
        unsqueeze_124: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg81_1, -1);  arg81_1 = None
        unsqueeze_125: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_124, -1);  unsqueeze_124 = None
        mul_515: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(mul_514, unsqueeze_125);  mul_514 = unsqueeze_125 = None
        unsqueeze_126: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg82_1, -1);  arg82_1 = None
        unsqueeze_127: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_126, -1);  unsqueeze_126 = None
        add_422: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.add.Tensor(mul_515, unsqueeze_127);  mul_515 = unsqueeze_127 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_13: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.relu.default(add_422);  add_422 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_16: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.convolution.default(relu_13, arg83_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_13 = arg83_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_443: "f32[512]" = torch.ops.aten.add.Tensor(arg85_1, 1e-05);  arg85_1 = None
        sqrt_16: "f32[512]" = torch.ops.aten.sqrt.default(add_443);  add_443 = None
        reciprocal_16: "f32[512]" = torch.ops.aten.reciprocal.default(sqrt_16);  sqrt_16 = None
        mul_542: "f32[512]" = torch.ops.aten.mul.Tensor(reciprocal_16, 1);  reciprocal_16 = None
        unsqueeze_128: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg84_1, -1);  arg84_1 = None
        unsqueeze_129: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_128, -1);  unsqueeze_128 = None
        unsqueeze_130: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(mul_542, -1);  mul_542 = None
        unsqueeze_131: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_130, -1);  unsqueeze_130 = None
        sub_259: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.sub.Tensor(convolution_16, unsqueeze_129);  convolution_16 = unsqueeze_129 = None
        mul_543: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(sub_259, unsqueeze_131);  sub_259 = unsqueeze_131 = None
        unsqueeze_132: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg86_1, -1);  arg86_1 = None
        unsqueeze_133: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_132, -1);  unsqueeze_132 = None
        mul_544: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(mul_543, unsqueeze_133);  mul_543 = unsqueeze_133 = None
        unsqueeze_134: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg87_1, -1);  arg87_1 = None
        unsqueeze_135: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_134, -1);  unsqueeze_134 = None
        add_444: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.add.Tensor(mul_544, unsqueeze_135);  mul_544 = unsqueeze_135 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:100 in forward, code: identity = self.downsample(x)
        convolution_17: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.convolution.default(relu_12, arg88_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = arg88_1 = None
        add_455: "f32[512]" = torch.ops.aten.add.Tensor(arg90_1, 1e-05);  arg90_1 = None
        sqrt_17: "f32[512]" = torch.ops.aten.sqrt.default(add_455);  add_455 = None
        reciprocal_17: "f32[512]" = torch.ops.aten.reciprocal.default(sqrt_17);  sqrt_17 = None
        mul_563: "f32[512]" = torch.ops.aten.mul.Tensor(reciprocal_17, 1);  reciprocal_17 = None
        unsqueeze_136: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg89_1, -1);  arg89_1 = None
        unsqueeze_137: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_136, -1);  unsqueeze_136 = None
        unsqueeze_138: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(mul_563, -1);  mul_563 = None
        unsqueeze_139: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_138, -1);  unsqueeze_138 = None
        sub_266: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.sub.Tensor(convolution_17, unsqueeze_137);  convolution_17 = unsqueeze_137 = None
        mul_564: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(sub_266, unsqueeze_139);  sub_266 = unsqueeze_139 = None
        unsqueeze_140: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg91_1, -1);  arg91_1 = None
        unsqueeze_141: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_140, -1);  unsqueeze_140 = None
        mul_565: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(mul_564, unsqueeze_141);  mul_564 = unsqueeze_141 = None
        unsqueeze_142: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg92_1, -1);  arg92_1 = None
        unsqueeze_143: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_142, -1);  unsqueeze_142 = None
        add_456: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.add.Tensor(mul_565, unsqueeze_143);  mul_565 = unsqueeze_143 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_472: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.add.Tensor(add_444, add_456);  add_444 = add_456 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_14: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.relu.default(add_472);  add_472 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:92 in forward, code: out = self.conv1(x)
        convolution_18: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.convolution.default(relu_14, arg93_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg93_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:93 in forward, code: out = self.bn1(out)
        add_493: "f32[512]" = torch.ops.aten.add.Tensor(arg95_1, 1e-05);  arg95_1 = None
        sqrt_18: "f32[512]" = torch.ops.aten.sqrt.default(add_493);  add_493 = None
        reciprocal_18: "f32[512]" = torch.ops.aten.reciprocal.default(sqrt_18);  sqrt_18 = None
        mul_604: "f32[512]" = torch.ops.aten.mul.Tensor(reciprocal_18, 1);  reciprocal_18 = None
        unsqueeze_144: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg94_1, -1);  arg94_1 = None
        unsqueeze_145: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_144, -1);  unsqueeze_144 = None
        unsqueeze_146: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(mul_604, -1);  mul_604 = None
        unsqueeze_147: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_146, -1);  unsqueeze_146 = None
        sub_288: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.sub.Tensor(convolution_18, unsqueeze_145);  convolution_18 = unsqueeze_145 = None
        mul_605: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(sub_288, unsqueeze_147);  sub_288 = unsqueeze_147 = None
        unsqueeze_148: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg96_1, -1);  arg96_1 = None
        unsqueeze_149: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_148, -1);  unsqueeze_148 = None
        mul_606: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(mul_605, unsqueeze_149);  mul_605 = unsqueeze_149 = None
        unsqueeze_150: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg97_1, -1);  arg97_1 = None
        unsqueeze_151: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_150, -1);  unsqueeze_150 = None
        add_494: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.add.Tensor(mul_606, unsqueeze_151);  mul_606 = unsqueeze_151 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:94 in forward, code: out = self.relu(out)
        relu_15: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.relu.default(add_494);  add_494 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:96 in forward, code: out = self.conv2(out)
        convolution_19: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.convolution.default(relu_15, arg98_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = arg98_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:97 in forward, code: out = self.bn2(out)
        add_515: "f32[512]" = torch.ops.aten.add.Tensor(arg100_1, 1e-05);  arg100_1 = None
        sqrt_19: "f32[512]" = torch.ops.aten.sqrt.default(add_515);  add_515 = None
        reciprocal_19: "f32[512]" = torch.ops.aten.reciprocal.default(sqrt_19);  sqrt_19 = None
        mul_633: "f32[512]" = torch.ops.aten.mul.Tensor(reciprocal_19, 1);  reciprocal_19 = None
        unsqueeze_152: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg99_1, -1);  arg99_1 = None
        unsqueeze_153: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_152, -1);  unsqueeze_152 = None
        unsqueeze_154: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(mul_633, -1);  mul_633 = None
        unsqueeze_155: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_154, -1);  unsqueeze_154 = None
        sub_301: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.sub.Tensor(convolution_19, unsqueeze_153);  convolution_19 = unsqueeze_153 = None
        mul_634: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(sub_301, unsqueeze_155);  sub_301 = unsqueeze_155 = None
        unsqueeze_156: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg101_1, -1);  arg101_1 = None
        unsqueeze_157: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_156, -1);  unsqueeze_156 = None
        mul_635: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.mul.Tensor(mul_634, unsqueeze_157);  mul_634 = unsqueeze_157 = None
        unsqueeze_158: "f32[512, 1]" = torch.ops.aten.unsqueeze.default(arg102_1, -1);  arg102_1 = None
        unsqueeze_159: "f32[512, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_158, -1);  unsqueeze_158 = None
        add_516: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.add.Tensor(mul_635, unsqueeze_159);  mul_635 = unsqueeze_159 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:102 in forward, code: out += identity
        add_532: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.add.Tensor(add_516, relu_14);  add_516 = relu_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:103 in forward, code: out = self.relu(out)
        relu_16: "f32[s77, 512, (((s53 - 1)//32)) + 1, (((s53 - 1)//32)) + 1]" = torch.ops.aten.relu.default(add_532);  add_532 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:278 in _forward_impl, code: x = self.avgpool(x)
        mean: "f32[s77, 512, 1, 1]" = torch.ops.aten.mean.dim(relu_16, [-1, -2], True);  relu_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:279 in _forward_impl, code: x = torch.flatten(x, 1)
        view: "f32[s77, 512]" = torch.ops.aten.view.default(mean, [arg1_1, 512]);  mean = arg1_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/torchvision/models/resnet.py:280 in _forward_impl, code: x = self.fc(x)
        permute: "f32[512, 1000]" = torch.ops.aten.permute.default(arg103_1, [1, 0]);  arg103_1 = None
        addmm: "f32[s77, 1000]" = torch.ops.aten.addmm.default(arg104_1, view, permute);  arg104_1 = view = permute = None
        return (addmm,)
