class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "i64[2, 128]", arg1_1: "f32[1000, 256]", arg2_1: "f32[32]", arg3_1: "f32[256]", arg4_1: "f32[256, 256]", arg5_1: "f32[128, 256]", arg6_1: "f32[128, 256]", arg7_1: "f32[256, 256]", arg8_1: "f32[256]", arg9_1: "f32[512, 256]", arg10_1: "f32[512, 256]", arg11_1: "f32[256, 512]", arg12_1: "f32[256]", arg13_1: "f32[256, 256]", arg14_1: "f32[128, 256]", arg15_1: "f32[128, 256]", arg16_1: "f32[256, 256]", arg17_1: "f32[256]", arg18_1: "f32[512, 256]", arg19_1: "f32[512, 256]", arg20_1: "f32[256, 512]", arg21_1: "f32[256]"):
        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:381 in forward, code: inputs_embeds: torch.Tensor = self.embed_tokens(input_ids)
        embedding: "f32[2, 128, 256]" = torch.ops.aten.embedding.default(arg1_1, arg0_1);  arg1_1 = arg0_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:388 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        iota: "i64[128]" = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add: "i64[128]" = torch.ops.aten.add.Tensor(iota, 0);  iota = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:389 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, 128]" = torch.ops.aten.unsqueeze.default(add, 0);  add = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:510 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        iota_3: "i64[128]" = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_1: "i64[128]" = torch.ops.aten.add.Tensor(iota_3, 0);  iota_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:511 in sdpa_mask, code: kv_arange = torch.arange(kv_length, device=device) + kv_offset
        iota_4: "i64[128]" = torch.ops.prims.iota.default(128, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_2: "i64[128]" = torch.ops.aten.add.Tensor(iota_4, 0);  iota_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:367 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_1: "i64[1, 128]" = torch.ops.aten.unsqueeze.default(add_1, 0);  add_1 = None
        unsqueeze_2: "i64[1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 1);  unsqueeze_1 = None
        unsqueeze_3: "i64[1, 1, 128, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:368 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_4: "i64[1, 128]" = torch.ops.aten.unsqueeze.default(add_2, 0);  add_2 = None
        unsqueeze_5: "i64[1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 1);  unsqueeze_4 = None
        unsqueeze_6: "i64[1, 1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 2);  unsqueeze_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:81 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 128, 128]" = torch.ops.aten.le.Tensor(unsqueeze_6, unsqueeze_3);  unsqueeze_6 = unsqueeze_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/masking_utils.py:519 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[2, 1, 128, 128]" = torch.ops.aten.expand.default(le, [2, -1, 128, 128]);  le = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:115 in forward, code: self.inv_freq[None, :, None].expand(position_ids.shape[0], -1, 1).to(dtype=torch.float, device=x.device)
        unsqueeze_7: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(arg2_1, 0);  arg2_1 = None
        unsqueeze_8: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
        expand_1: "f32[1, 32, 1]" = torch.ops.aten.expand.default(unsqueeze_8, [1, -1, 1]);  unsqueeze_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:117 in forward, code: position_ids_expanded = position_ids[:, None, :].float()
        unsqueeze_9: "i64[1, 1, 128]" = torch.ops.aten.unsqueeze.default(unsqueeze, 1);  unsqueeze = None
        convert_element_type: "f32[1, 1, 128]" = torch.ops.prims.convert_element_type.default(unsqueeze_9, torch.float32);  unsqueeze_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:122 in forward, code: freqs = (inv_freq_expanded @ position_ids_expanded).transpose(1, 2)
        expand_2: "f32[1, 32, 1]" = torch.ops.aten.expand.default(expand_1, [1, 32, 1]);  expand_1 = None
        expand_3: "f32[1, 1, 128]" = torch.ops.aten.expand.default(convert_element_type, [1, 1, 128]);  convert_element_type = None
        squeeze_dim: "f32[32, 1]" = torch.ops.aten.squeeze.dim(expand_2, 0);  expand_2 = None
        squeeze_dim_1: "f32[1, 128]" = torch.ops.aten.squeeze.dim(expand_3, 0);  expand_3 = None
        mm_default: "f32[32, 128]" = torch.ops.aten.mm.default(squeeze_dim, squeeze_dim_1);  squeeze_dim = squeeze_dim_1 = None
        unsqueeze_default: "f32[1, 32, 128]" = torch.ops.aten.unsqueeze.default(mm_default, 0);  mm_default = None
        permute: "f32[1, 128, 32]" = torch.ops.aten.permute.default(unsqueeze_default, [0, 2, 1]);  unsqueeze_default = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:123 in forward, code: emb = torch.cat((freqs, freqs), dim=-1)
        unsqueeze_10: "f32[1, 128, 1, 32]" = torch.ops.aten.unsqueeze.default(permute, 2);  permute = None
        expand_4: "f32[1, 128, 2, 32]" = torch.ops.aten.expand.default(unsqueeze_10, [1, 128, 2, 32]);  unsqueeze_10 = None
        clone: "f32[1, 128, 2, 32]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        view_3: "f32[1, 128, 64]" = torch.ops.aten.view.default(clone, [1, 128, 64]);  clone = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:124 in forward, code: cos = emb.cos() * self.attention_scaling
        cos: "f32[1, 128, 64]" = torch.ops.aten.cos.default(view_3)
        mul: "f32[1, 128, 64]" = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:125 in forward, code: sin = emb.sin() * self.attention_scaling
        sin: "f32[1, 128, 64]" = torch.ops.aten.sin.default(view_3);  view_3 = None
        mul_1: "f32[1, 128, 64]" = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_1: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
        mean: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_3: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        mul_2: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(embedding, rsqrt);  rsqrt = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_3: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(arg3_1, mul_2);  arg3_1 = mul_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_1: "f32[256, 256]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        view_4: "f32[256, 256]" = torch.ops.aten.view.default(mul_3, [256, 256])
        mm: "f32[256, 256]" = torch.ops.aten.mm.default(view_4, permute_1);  view_4 = permute_1 = None
        view_5: "f32[2, 128, 256]" = torch.ops.aten.view.default(mm, [2, 128, 256]);  mm = None
        view_6: "f32[2, 128, 4, 64]" = torch.ops.aten.view.default(view_5, [2, 128, -1, 64]);  view_5 = None
        permute_2: "f32[2, 4, 128, 64]" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_3: "f32[256, 128]" = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        view_7: "f32[256, 256]" = torch.ops.aten.view.default(mul_3, [256, 256])
        mm_1: "f32[256, 128]" = torch.ops.aten.mm.default(view_7, permute_3);  view_7 = permute_3 = None
        view_8: "f32[2, 128, 128]" = torch.ops.aten.view.default(mm_1, [2, 128, 128]);  mm_1 = None
        view_9: "f32[2, 128, 2, 64]" = torch.ops.aten.view.default(view_8, [2, 128, -1, 64]);  view_8 = None
        permute_4: "f32[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_9, [0, 2, 1, 3]);  view_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_5: "f32[256, 128]" = torch.ops.aten.permute.default(arg6_1, [1, 0]);  arg6_1 = None
        view_10: "f32[256, 256]" = torch.ops.aten.view.default(mul_3, [256, 256]);  mul_3 = None
        mm_2: "f32[256, 128]" = torch.ops.aten.mm.default(view_10, permute_5);  view_10 = permute_5 = None
        view_11: "f32[2, 128, 128]" = torch.ops.aten.view.default(mm_2, [2, 128, 128]);  mm_2 = None
        view_12: "f32[2, 128, 2, 64]" = torch.ops.aten.view.default(view_11, [2, 128, -1, 64]);  view_11 = None
        permute_6: "f32[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_12, [0, 2, 1, 3]);  view_12 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:156 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        unsqueeze_11: "f32[1, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(mul, 1)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:157 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        unsqueeze_12: "f32[1, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(mul_1, 1)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_4: "f32[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(permute_2, unsqueeze_11)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_1: "f32[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_2, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_2: "f32[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_2, 3, 32, 9223372036854775807);  permute_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg: "f32[2, 4, 128, 32]" = torch.ops.aten.neg.default(slice_2);  slice_2 = None
        cat: "f32[2, 4, 128, 64]" = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_5: "f32[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(cat, unsqueeze_12);  cat = None
        add_4: "f32[2, 4, 128, 64]" = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_6: "f32[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(permute_4, unsqueeze_11);  unsqueeze_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_3: "f32[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_4, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_4: "f32[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_4, 3, 32, 9223372036854775807);  permute_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_1: "f32[2, 2, 128, 32]" = torch.ops.aten.neg.default(slice_4);  slice_4 = None
        cat_1: "f32[2, 2, 128, 64]" = torch.ops.aten.cat.default([neg_1, slice_3], -1);  neg_1 = slice_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_7: "f32[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_12);  cat_1 = unsqueeze_12 = None
        add_5: "f32[2, 2, 128, 64]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_13: "f32[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(add_5, 2);  add_5 = None
        expand_5: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_13, [2, 2, 2, 128, 64]);  unsqueeze_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_4: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        view_13: "f32[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_4, [2, 4, 128, 64]);  clone_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_14: "f32[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(permute_6, 2);  permute_6 = None
        expand_6: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_14, [2, 2, 2, 128, 64]);  unsqueeze_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_5: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
        view_14: "f32[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_5, [2, 4, 128, 64]);  clone_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_1: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[2, 1, 128, 128]" = torch.ops.aten.where.self(expand, full_default_1, full_default);  full_default_1 = full_default = None
        expand_7: "f32[2, 4, 128, 128]" = torch.ops.aten.expand.default(where, [2, 4, 128, 128]);  where = None
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(add_4, view_13, view_14, expand_7, False, scale = 0.125);  add_4 = view_13 = view_14 = expand_7 = None
        getitem: "f32[2, 4, 128, 64]" = _scaled_dot_product_efficient_attention[0];  _scaled_dot_product_efficient_attention = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_7: "f32[2, 128, 4, 64]" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3]);  getitem = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_15: "f32[2, 128, 256]" = torch.ops.aten.view.default(permute_7, [2, 128, -1]);  permute_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        permute_8: "f32[256, 256]" = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        view_16: "f32[256, 256]" = torch.ops.aten.view.default(view_15, [256, 256]);  view_15 = None
        mm_3: "f32[256, 256]" = torch.ops.aten.mm.default(view_16, permute_8);  view_16 = permute_8 = None
        view_17: "f32[2, 128, 256]" = torch.ops.aten.view.default(mm_3, [2, 128, 256]);  mm_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        add_6: "f32[2, 128, 256]" = torch.ops.aten.add.Tensor(embedding, view_17);  embedding = view_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_2: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_6, 2)
        mean_1: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_7: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        mul_8: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(add_6, rsqrt_1);  rsqrt_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_9: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(arg8_1, mul_8);  arg8_1 = mul_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_9: "f32[256, 512]" = torch.ops.aten.permute.default(arg9_1, [1, 0]);  arg9_1 = None
        view_18: "f32[256, 256]" = torch.ops.aten.view.default(mul_9, [256, 256])
        mm_4: "f32[256, 512]" = torch.ops.aten.mm.default(view_18, permute_9);  view_18 = permute_9 = None
        view_19: "f32[2, 128, 512]" = torch.ops.aten.view.default(mm_4, [2, 128, 512]);  mm_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        neg_2: "f32[2, 128, 512]" = torch.ops.aten.neg.default(view_19)
        exp: "f32[2, 128, 512]" = torch.ops.aten.exp.default(neg_2);  neg_2 = None
        add_8: "f32[2, 128, 512]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[2, 128, 512]" = torch.ops.aten.div.Tensor(view_19, add_8);  view_19 = add_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_10: "f32[256, 512]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        view_20: "f32[256, 256]" = torch.ops.aten.view.default(mul_9, [256, 256]);  mul_9 = None
        mm_5: "f32[256, 512]" = torch.ops.aten.mm.default(view_20, permute_10);  view_20 = permute_10 = None
        view_21: "f32[2, 128, 512]" = torch.ops.aten.view.default(mm_5, [2, 128, 512]);  mm_5 = None
        mul_10: "f32[2, 128, 512]" = torch.ops.aten.mul.Tensor(div, view_21);  div = view_21 = None
        permute_11: "f32[512, 256]" = torch.ops.aten.permute.default(arg11_1, [1, 0]);  arg11_1 = None
        view_22: "f32[256, 512]" = torch.ops.aten.view.default(mul_10, [256, 512]);  mul_10 = None
        mm_6: "f32[256, 256]" = torch.ops.aten.mm.default(view_22, permute_11);  view_22 = permute_11 = None
        view_23: "f32[2, 128, 256]" = torch.ops.aten.view.default(mm_6, [2, 128, 256]);  mm_6 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        add_9: "f32[2, 128, 256]" = torch.ops.aten.add.Tensor(add_6, view_23);  add_6 = view_23 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_3: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
        mean_2: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_10: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        mul_11: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2);  rsqrt_2 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_12: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(arg12_1, mul_11);  arg12_1 = mul_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:254 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_12: "f32[256, 256]" = torch.ops.aten.permute.default(arg13_1, [1, 0]);  arg13_1 = None
        view_24: "f32[256, 256]" = torch.ops.aten.view.default(mul_12, [256, 256])
        mm_7: "f32[256, 256]" = torch.ops.aten.mm.default(view_24, permute_12);  view_24 = permute_12 = None
        view_25: "f32[2, 128, 256]" = torch.ops.aten.view.default(mm_7, [2, 128, 256]);  mm_7 = None
        view_26: "f32[2, 128, 4, 64]" = torch.ops.aten.view.default(view_25, [2, 128, -1, 64]);  view_25 = None
        permute_13: "f32[2, 4, 128, 64]" = torch.ops.aten.permute.default(view_26, [0, 2, 1, 3]);  view_26 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:255 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_14: "f32[256, 128]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
        view_27: "f32[256, 256]" = torch.ops.aten.view.default(mul_12, [256, 256])
        mm_8: "f32[256, 128]" = torch.ops.aten.mm.default(view_27, permute_14);  view_27 = permute_14 = None
        view_28: "f32[2, 128, 128]" = torch.ops.aten.view.default(mm_8, [2, 128, 128]);  mm_8 = None
        view_29: "f32[2, 128, 2, 64]" = torch.ops.aten.view.default(view_28, [2, 128, -1, 64]);  view_28 = None
        permute_15: "f32[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_29, [0, 2, 1, 3]);  view_29 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:256 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        permute_16: "f32[256, 128]" = torch.ops.aten.permute.default(arg15_1, [1, 0]);  arg15_1 = None
        view_30: "f32[256, 256]" = torch.ops.aten.view.default(mul_12, [256, 256]);  mul_12 = None
        mm_9: "f32[256, 128]" = torch.ops.aten.mm.default(view_30, permute_16);  view_30 = permute_16 = None
        view_31: "f32[2, 128, 128]" = torch.ops.aten.view.default(mm_9, [2, 128, 128]);  mm_9 = None
        view_32: "f32[2, 128, 2, 64]" = torch.ops.aten.view.default(view_31, [2, 128, -1, 64]);  view_31 = None
        permute_17: "f32[2, 2, 128, 64]" = torch.ops.aten.permute.default(view_32, [0, 2, 1, 3]);  view_32 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:156 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        unsqueeze_15: "f32[1, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(mul, 1);  mul = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:157 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        unsqueeze_16: "f32[1, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_13: "f32[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(permute_13, unsqueeze_15)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_5: "f32[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_13, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_6: "f32[2, 4, 128, 32]" = torch.ops.aten.slice.Tensor(permute_13, 3, 32, 9223372036854775807);  permute_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_3: "f32[2, 4, 128, 32]" = torch.ops.aten.neg.default(slice_6);  slice_6 = None
        cat_2: "f32[2, 4, 128, 64]" = torch.ops.aten.cat.default([neg_3, slice_5], -1);  neg_3 = slice_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:158 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_14: "f32[2, 4, 128, 64]" = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_16);  cat_2 = None
        add_11: "f32[2, 4, 128, 64]" = torch.ops.aten.add.Tensor(mul_13, mul_14);  mul_13 = mul_14 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_15: "f32[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(permute_15, unsqueeze_15);  unsqueeze_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:132 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_7: "f32[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_15, 3, 0, 32)

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:133 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_8: "f32[2, 2, 128, 32]" = torch.ops.aten.slice.Tensor(permute_15, 3, 32, 9223372036854775807);  permute_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:134 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_4: "f32[2, 2, 128, 32]" = torch.ops.aten.neg.default(slice_8);  slice_8 = None
        cat_3: "f32[2, 2, 128, 64]" = torch.ops.aten.cat.default([neg_4, slice_7], -1);  neg_4 = slice_7 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:159 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_16: "f32[2, 2, 128, 64]" = torch.ops.aten.mul.Tensor(cat_3, unsqueeze_16);  cat_3 = unsqueeze_16 = None
        add_12: "f32[2, 2, 128, 64]" = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_17: "f32[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(add_12, 2);  add_12 = None
        expand_8: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_17, [2, 2, 2, 128, 64]);  unsqueeze_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_8: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        view_33: "f32[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_8, [2, 4, 128, 64]);  clone_8 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:23 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_18: "f32[2, 2, 1, 128, 64]" = torch.ops.aten.unsqueeze.default(permute_17, 2);  permute_17 = None
        expand_9: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.expand.default(unsqueeze_18, [2, 2, 2, 128, 64]);  unsqueeze_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:24 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_9: "f32[2, 2, 2, 128, 64]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        view_34: "f32[2, 4, 128, 64]" = torch.ops.aten.view.default(clone_9, [2, 4, 128, 64]);  clone_9 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:158 in sdpa_attention_forward, code: attn_output = torch.nn.functional.scaled_dot_product_attention(
        full_default_2: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_3: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[2, 1, 128, 128]" = torch.ops.aten.where.self(expand, full_default_3, full_default_2);  expand = full_default_3 = full_default_2 = None
        expand_10: "f32[2, 4, 128, 128]" = torch.ops.aten.expand.default(where_1, [2, 4, 128, 128]);  where_1 = None
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(add_11, view_33, view_34, expand_10, False, scale = 0.125);  add_11 = view_33 = view_34 = expand_10 = None
        getitem_4: "f32[2, 4, 128, 64]" = _scaled_dot_product_efficient_attention_1[0];  _scaled_dot_product_efficient_attention_1 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/integrations/sdpa_attention.py:168 in sdpa_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        permute_18: "f32[2, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_4, [0, 2, 1, 3]);  getitem_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:279 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_35: "f32[2, 128, 256]" = torch.ops.aten.view.default(permute_18, [2, 128, -1]);  permute_18 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:280 in forward, code: attn_output = self.o_proj(attn_output)
        permute_19: "f32[256, 256]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
        view_36: "f32[256, 256]" = torch.ops.aten.view.default(view_35, [256, 256]);  view_35 = None
        mm_10: "f32[256, 256]" = torch.ops.aten.mm.default(view_36, permute_19);  view_36 = permute_19 = None
        view_37: "f32[2, 128, 256]" = torch.ops.aten.view.default(mm_10, [2, 128, 256]);  mm_10 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:317 in forward, code: hidden_states = residual + hidden_states
        add_13: "f32[2, 128, 256]" = torch.ops.aten.add.Tensor(add_9, view_37);  add_9 = view_37 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_4: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_13, 2)
        mean_3: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_14: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        mul_17: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(add_13, rsqrt_3);  rsqrt_3 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_18: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(arg17_1, mul_17);  arg17_1 = mul_17 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_20: "f32[256, 512]" = torch.ops.aten.permute.default(arg18_1, [1, 0]);  arg18_1 = None
        view_38: "f32[256, 256]" = torch.ops.aten.view.default(mul_18, [256, 256])
        mm_11: "f32[256, 512]" = torch.ops.aten.mm.default(view_38, permute_20);  view_38 = permute_20 = None
        view_39: "f32[2, 128, 512]" = torch.ops.aten.view.default(mm_11, [2, 128, 512]);  mm_11 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        neg_5: "f32[2, 128, 512]" = torch.ops.aten.neg.default(view_39)
        exp_1: "f32[2, 128, 512]" = torch.ops.aten.exp.default(neg_5);  neg_5 = None
        add_15: "f32[2, 128, 512]" = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1: "f32[2, 128, 512]" = torch.ops.aten.div.Tensor(view_39, add_15);  view_39 = add_15 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:175 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        permute_21: "f32[256, 512]" = torch.ops.aten.permute.default(arg19_1, [1, 0]);  arg19_1 = None
        view_40: "f32[256, 256]" = torch.ops.aten.view.default(mul_18, [256, 256]);  mul_18 = None
        mm_12: "f32[256, 512]" = torch.ops.aten.mm.default(view_40, permute_21);  view_40 = permute_21 = None
        view_41: "f32[2, 128, 512]" = torch.ops.aten.view.default(mm_12, [2, 128, 512]);  mm_12 = None
        mul_19: "f32[2, 128, 512]" = torch.ops.aten.mul.Tensor(div_1, view_41);  div_1 = view_41 = None
        permute_22: "f32[512, 256]" = torch.ops.aten.permute.default(arg20_1, [1, 0]);  arg20_1 = None
        view_42: "f32[256, 512]" = torch.ops.aten.view.default(mul_19, [256, 512]);  mul_19 = None
        mm_13: "f32[256, 256]" = torch.ops.aten.mm.default(view_42, permute_22);  view_42 = permute_22 = None
        view_43: "f32[2, 128, 256]" = torch.ops.aten.view.default(mm_13, [2, 128, 256]);  mm_13 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:323 in forward, code: hidden_states = residual + hidden_states
        add_16: "f32[2, 128, 256]" = torch.ops.aten.add.Tensor(add_13, view_43);  add_13 = view_43 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_5: "f32[2, 128, 256]" = torch.ops.aten.pow.Tensor_Scalar(add_16, 2)
        mean_4: "f32[2, 128, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_17: "f32[2, 128, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 128, 1]" = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
        mul_20: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(add_16, rsqrt_4);  add_16 = rsqrt_4 = None

        # File: /opt/torch/.venv/lib/python3.12/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_21: "f32[2, 128, 256]" = torch.ops.aten.mul.Tensor(arg21_1, mul_20);  arg21_1 = mul_20 = None
        return (mul_21,)
