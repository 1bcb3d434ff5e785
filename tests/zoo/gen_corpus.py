"""The corpus (issue 33): real Inductor debug dumps of 300+ public models, made on the GPU
machine (device tool) in parts, packed as tests/zoo/corpus/corpus-*.tar.xz (each unpacks to
zoo/<model>/, read by tests/zoo/conformance.sh).

It is ../shared/zoo/gen_zoo.py's mechanism (one process per model, TORCH_COMPILE_DEBUG=1,
TORCH_LOGS="+fusion,+schedule,graph_breaks", only ir_pre_fusion.txt, ir_post_fusion.txt,
output_code.py and fx_graph_readable.py kept, with torch_logs.txt and meta.json) over a model
list made from the libraries themselves, with small configs and random weights:
  * torchvision: every model of torchvision.models.list_models() for classification,
    detection, segmentation, video and optical flow (eval, 128 px where the model allows);
  * timm: a few models of every family (timm.list_modules()), the smallest-named first;
  * Hugging Face: ~95 architectures built from their *Config classes (2 layers, hidden 128):
    encoders, decoders, encoder-decoders, MoE, state-space, vision, audio, multimodal;
  * variants (name suffix): __train (forward + backward), __dynamic (dynamic=True, called
    again with the batch doubled), __cpu (Inductor's C++ backend), __bf16 (autocast) and
    __fp16 (.half()), __maxautotune (mode=max-autotune-no-cudagraphs), and opt_* optimizer
    steps (foreach).
Nothing is downloaded (pretrained=False, weights=None, configs only).

Usage:
  python3 tests/zoo/gen_corpus.py --list [filters]            # name, family, variant, cost
  python3 tests/zoo/gen_corpus.py --check OUT.json [--jobs N] [--deadline S] [filters]
        # eager build + forward (+backward) of every model, no compile: finds broken specs
  python3 tests/zoo/gen_corpus.py OUTDIR/zoo [--jobs N] [--deadline S] [--timeout S]
        [--part K/N] [--pack PREFIX] [--summary FILE] [--spawn] [--order big|small] [filters]
  filters: --only a,b  --also a,b  --family hf,tv-cls,...  --variant eval,train,...
           --skip-packed DIR (models already in DIR/*.tar.xz)  --skip-file FILE (names, one a line)
           --max-load JOB_SECONDS (keeps the highest-priority models whose estimated cost fits)
--part K/N splits the (filtered) list into N parts of about equal estimated cost.
--deadline S: no model starts after S seconds from the start and the running ones are killed
then (so that a device command ends inside its limit); --timeout S per model (default 420).
--pack PREFIX writes PREFIX.tar.xz (or PREFIX-a/-b/... when the models exceed --chunk-mb
uncompressed) holding zoo/<model>/ for every model that compiled (rc 0).
Each model runs in a process forked from this one after torch, torchvision, timm and
transformers are imported (saves the imports; CUDA is never touched before the fork);
--spawn runs a fresh interpreter per model instead, as gen_zoo.py does.
FS_ONNX_EXPORT=1 in the environment: each model is exported with torch.onnx.export(dynamo=True)
to zoo/<model>/model.onnx (its weights as typed inputs without data) and not compiled
(issue 35: exports beside the corpus's dumps, for tests/zoo/onnx_vs_inductor.sh).
The corpus in tests/zoo/corpus/ was made on one H200 (16 cores) in four device calls (fork mode,
--jobs 16; 507 models compiled), then repacked here into one tarball per library, files sorted by
name so that like files sit together (tests/zoo/corpus/README.md gives the commands and counts).
Every child has TORCHINDUCTOR_COMPILE_THREADS=1 (no compile pool: the jobs share the cores),
the FX-graph and autograd caches off (every graph is scheduled and dumped afresh; the Triton
kernel cache is shared), OMP_NUM_THREADS=2, and, for the C++ backend, a g++ wrapper (CXX)
that compiles kernels at -O0 without -march=native (ISA flags kept; the dumps are written
before any kernel is compiled and do not depend on it; tests/zoo/gen_zoo_releases.py does
the same).
"""
import os, sys, json, time, glob, shutil, signal, subprocess, re, traceback

KEEP = {"ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fx_graph_readable.py"}
LOGS = "+fusion,+schedule,graph_breaks"
FAST_CXX = r"""#!/bin/bash
# tests/zoo/gen_corpus.py: g++ for Inductor's C++ kernels, -O0 and no -march/-mtune=native
a=()
for x in "$@"; do
  case "$x" in
    -O1|-O2|-O3|-Ofast) a+=(-O0);;
    -march=native|-mtune=native) ;;
    *) a+=("$x");;
  esac
done
exec REALGXX "${a[@]}"
"""


def fast_cxx():
    real = shutil.which("g++") or "/usr/bin/g++"
    where = "/tmp/gen-corpus-cxx"
    os.makedirs(where, exist_ok=True)
    p = os.path.join(where, "g++")
    with open(p, "w") as f:
        f.write(FAST_CXX.replace("REALGXX", real))
    os.chmod(p, 0o755)
    return p


def child_env():
    """Environment of every compile (set before torch is imported)."""
    return dict(TORCH_COMPILE_DEBUG="1", TORCH_LOGS=LOGS, PYTHONUNBUFFERED="1", OMP_NUM_THREADS="2",
                TORCHINDUCTOR_COMPILE_THREADS="1", TORCHINDUCTOR_FX_GRAPH_CACHE="0",
                TORCHINDUCTOR_AUTOGRAD_CACHE="0", PYTORCH_NVML_BASED_CUDA_CHECK="1",
                TOKENIZERS_PARALLELISM="false", HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
                HF_HUB_DISABLE_TELEMETRY="1", TRANSFORMERS_VERBOSITY="error", CXX=fast_cxx())


# ----------------------------------------------------------------------------- the model list
class Spec:
    def __init__(s, name, family, variant, cost, build, prio=1):
        s.name, s.family, s.variant, s.cost, s.build, s.prio = name, family, variant, cost, build, prio


TV_BIG = {"convnext_large", "convnext_base", "densenet161", "densenet169", "densenet201", "efficientnet_b4",
          "efficientnet_b5", "efficientnet_b6", "efficientnet_b7", "efficientnet_v2_m", "efficientnet_v2_l",
          "regnet_y_128gf", "regnet_y_32gf", "regnet_x_32gf", "regnet_y_16gf", "vit_h_14", "vit_l_16", "vit_l_32",
          "swin_b", "swin_v2_b", "swin_v2_s", "swin_s", "maxvit_t", "resnet152", "resnext101_64x4d", "resnext101_32x8d"}

SIZE_WORDS = ["atto", "femto", "pico", "zepto", "nano", "xxxs", "xxs", "tiny", "xs", "mini", "micro", "small",
              "_s", "s0", "b0", "t0", "a0", "_0", "18", "050", "035", "002", "004", "lite", "light", "_t", "m1", "100"]
TIMM_HEAVY = ["nasnet", "senet154", "huge", "large", "inception_resnet", "hrnet", "dpn", "convmixer", "gemma4", "_m", "base"]
BAD_WORDS = ["test_", "384", "448", "512", "518", "336", "siglip", "clip", "huge", "giant", "large", "xlarge",
             "1b", "3b", "so400m", "so150m", "_enc", "_l", "_xl", "base", "_b"]


def tscore(n):
    bad = sum(w in n for w in BAD_WORDS)
    rank = next((i for i, w in enumerate(SIZE_WORDS) if w in n), len(SIZE_WORDS))
    return (bad, rank, len(n), n)


def stem(n):
    return re.sub(r"[\d]+.*$", "", n.split("_")[0])


def timm_picks(total=160):
    """A few models of every timm family (module), deterministic: the smallest-named model of each
    family, then a second of another sub-architecture (name stem) family by family, up to total."""
    import timm
    mods = sorted(timm.list_modules())
    cands = {m: sorted(timm.list_models(module=m), key=tscore) for m in mods}
    picks = [(m, c[0]) for m, c in cands.items() if c]
    for m, c in cands.items():
        if len(picks) >= total: break
        if len(c) < 2: continue
        first = c[0]
        other = [n for n in c[1:] if stem(n) != stem(first) and tscore(n)[0] == 0] or \
                [n for n in c[1:] if tscore(n)[0] == 0] or c[1:]
        picks.append((m, other[0]))
    return picks


# timm models used for the variants (those that exist in the installed timm)
TIMM_VAR = ["resnet18", "efficientnet_b0", "mobilenetv3_small_100", "convnext_atto", "vit_tiny_patch16_224",
            "deit_tiny_patch16_224", "regnetx_002", "ghostnet_100", "levit_128s", "poolformer_s12",
            "edgenext_xx_small", "mobilevit_xxs", "repvit_m1", "fastvit_t8", "tiny_vit_5m_224", "rexnet_100",
            "lcnet_050", "mixer_s16_224", "hgnetv2_b0", "mobilenetv4_conv_small", "starnet_s1", "efficientvit_b0",
            "pit_ti_224", "cspresnet50", "dla34", "densenet121", "swin_tiny_patch4_window7_224", "mnasnet_small"]

# (short name, model class, config class, config overrides, input kind)
HF = [
    # encoders
    ("bert", "BertModel", "BertConfig", {}, "text"),
    ("roberta", "RobertaModel", "RobertaConfig", {}, "text"),
    ("albert", "AlbertModel", "AlbertConfig", {}, "text"),
    ("distilbert", "DistilBertModel", "DistilBertConfig", dict(dim=128, n_layers=2, n_heads=4, hidden_dim=256), "text"),
    ("electra", "ElectraModel", "ElectraConfig", {}, "text"),
    ("deberta", "DebertaModel", "DebertaConfig", {}, "text"),
    ("deberta_v2", "DebertaV2Model", "DebertaV2Config", {}, "text"),
    ("xlm_roberta", "XLMRobertaModel", "XLMRobertaConfig", {}, "text"),
    ("camembert", "CamembertModel", "CamembertConfig", {}, "text"),
    ("mpnet", "MPNetModel", "MPNetConfig", {}, "text"),
    ("funnel", "FunnelModel", "FunnelConfig", dict(block_sizes=[1, 1], d_model=128, n_head=4, d_head=32, d_inner=256), "text"),
    ("convbert", "ConvBertModel", "ConvBertConfig", {}, "text"),
    ("ernie", "ErnieModel", "ErnieConfig", {}, "text"),
    ("megatron_bert", "MegatronBertModel", "MegatronBertConfig", {}, "text"),
    ("mobilebert", "MobileBertModel", "MobileBertConfig", dict(true_hidden_size=128, intra_bottleneck_size=128), "text"),
    ("squeezebert", "SqueezeBertModel", "SqueezeBertConfig", {}, "text"),
    ("nystromformer", "NystromformerModel", "NystromformerConfig", dict(num_landmarks=16, segment_means_seq_len=64), "text"),
    ("roformer", "RoFormerModel", "RoFormerConfig", {}, "text"),
    ("rembert", "RemBertModel", "RemBertConfig", dict(input_embedding_size=64, output_embedding_size=64), "text"),
    ("canine", "CanineModel", "CanineConfig", {}, "text"),
    ("esm", "EsmModel", "EsmConfig", dict(vocab_size=33, pad_token_id=1, mask_token_id=32), "text"),
    ("big_bird", "BigBirdModel", "BigBirdConfig", dict(attention_type="original_full"), "text"),
    ("longformer", "LongformerModel", "LongformerConfig", dict(attention_window=16), "text"),
    ("xlnet", "XLNetModel", "XLNetConfig", dict(d_model=128, n_layer=2, n_head=4, d_inner=256), "text"),
    ("data2vec_text", "Data2VecTextModel", "Data2VecTextConfig", {}, "text"),
    ("modernbert", "ModernBertModel", "ModernBertConfig", {}, "text"),
    ("fnet", "FNetModel", "FNetConfig", {}, "text"),
    ("xlm", "XLMModel", "XLMConfig", dict(emb_dim=128, n_layers=2, n_heads=4), "text"),
    ("layoutlm", "LayoutLMModel", "LayoutLMConfig", {}, "text"),
    # decoders
    ("gpt2", "GPT2Model", "GPT2Config", {}, "text"),
    ("gpt_neo", "GPTNeoModel", "GPTNeoConfig", dict(attention_types=[[["global", "local"], 1]], window_size=32), "text"),
    ("gpt_neox", "GPTNeoXModel", "GPTNeoXConfig", {}, "text"),
    ("gptj", "GPTJModel", "GPTJConfig", dict(rotary_dim=16), "text"),
    ("gpt_bigcode", "GPTBigCodeModel", "GPTBigCodeConfig", {}, "text"),
    ("opt", "OPTModel", "OPTConfig", dict(word_embed_proj_dim=128), "text"),
    ("bloom", "BloomModel", "BloomConfig", {}, "text"),
    ("llama", "LlamaModel", "LlamaConfig", {}, "text"),
    ("mistral", "MistralModel", "MistralConfig", dict(sliding_window=32), "text"),
    ("qwen2", "Qwen2Model", "Qwen2Config", {}, "text"),
    ("qwen3", "Qwen3Model", "Qwen3Config", {}, "text"),
    ("phi", "PhiModel", "PhiConfig", {}, "text"),
    ("phi3", "Phi3Model", "Phi3Config", {}, "text"),
    ("gemma", "GemmaModel", "GemmaConfig", {}, "text"),
    ("gemma2", "Gemma2Model", "Gemma2Config", dict(sliding_window=32), "text"),
    ("gemma3", "Gemma3TextModel", "Gemma3TextConfig", dict(sliding_window=32), "text"),
    ("falcon", "FalconModel", "FalconConfig", {}, "text"),
    ("stablelm", "StableLmModel", "StableLmConfig", {}, "text"),
    ("starcoder2", "Starcoder2Model", "Starcoder2Config", {}, "text"),
    ("cohere", "CohereModel", "CohereConfig", {}, "text"),
    ("olmo", "OlmoModel", "OlmoConfig", {}, "text"),
    ("olmo2", "Olmo2Model", "Olmo2Config", {}, "text"),
    ("granite", "GraniteModel", "GraniteConfig", {}, "text"),
    ("codegen", "CodeGenModel", "CodeGenConfig", dict(rotary_dim=16), "text"),
    ("ctrl", "CTRLModel", "CTRLConfig", dict(dff=256), "text"),
    ("biogpt", "BioGptModel", "BioGptConfig", {}, "text"),
    ("xglm", "XGLMModel", "XGLMConfig", dict(attention_heads=4), "text"),
    ("persimmon", "PersimmonModel", "PersimmonConfig", {}, "text"),
    ("mpt", "MptModel", "MptConfig", dict(d_model=128, n_heads=4, n_layers=2, expansion_ratio=2), "text"),
    ("nemotron", "NemotronModel", "NemotronConfig", {}, "text"),
    ("glm", "GlmModel", "GlmConfig", {}, "text"),
    ("helium", "HeliumModel", "HeliumConfig", {}, "text"),
    ("smollm3", "SmolLM3Model", "SmolLM3Config", {}, "text"),
    ("cohere2", "Cohere2Model", "Cohere2Config", dict(sliding_window=32), "text"),
    ("lfm2", "Lfm2Model", "Lfm2Config", dict(full_attn_idxs=[1]), "text"),
    # mixture of experts
    ("mixtral", "MixtralModel", "MixtralConfig", {}, "text"),
    ("qwen2_moe", "Qwen2MoeModel", "Qwen2MoeConfig", {}, "text"),
    ("qwen3_moe", "Qwen3MoeModel", "Qwen3MoeConfig", {}, "text"),
    ("olmoe", "OlmoeModel", "OlmoeConfig", {}, "text"),
    ("granitemoe", "GraniteMoeModel", "GraniteMoeConfig", {}, "text"),
    ("phimoe", "PhimoeModel", "PhimoeConfig", {}, "text"),
    ("deepseek_v2", "DeepseekV2Model", "DeepseekV2Config",
     dict(n_group=1, topk_group=1, first_k_dense_replace=1, kv_lora_rank=64, q_lora_rank=None, qk_rope_head_dim=32,
          qk_nope_head_dim=32, v_head_dim=32, n_shared_experts=1, num_key_value_heads=4), "text"),
    ("deepseek_v3", "DeepseekV3Model", "DeepseekV3Config",
     dict(n_group=1, topk_group=1, first_k_dense_replace=1, kv_lora_rank=64, q_lora_rank=64, qk_rope_head_dim=32,
          qk_nope_head_dim=32, v_head_dim=32, n_shared_experts=1, num_key_value_heads=4), "text"),
    ("jetmoe", "JetMoeModel", "JetMoeConfig", dict(kv_channels=32, num_key_value_heads=2), "text"),
    ("gpt_oss", "GptOssModel", "GptOssConfig", dict(sliding_window=32), "text"),
    ("switch_transformers", "SwitchTransformersModel", "SwitchTransformersConfig",
     dict(num_sparse_encoder_layers=1, num_sparse_decoder_layers=1), "text_ed"),
    ("nllb_moe", "NllbMoeModel", "NllbMoeConfig", dict(encoder_sparse_step=2, decoder_sparse_step=2), "text_ed"),
    # state space / recurrent / hybrid
    ("mamba", "MambaModel", "MambaConfig", dict(state_size=16), "ssm"),
    ("mamba2", "Mamba2Model", "Mamba2Config", dict(head_dim=32, num_heads=8, n_groups=1, chunk_size=16), "ssm"),
    ("falcon_mamba", "FalconMambaModel", "FalconMambaConfig", dict(state_size=16), "ssm"),
    ("jamba", "JambaModel", "JambaConfig", dict(use_mamba_kernels=False, attn_layer_period=2, attn_layer_offset=1, expert_layer_period=2,
                                               expert_layer_offset=1, mamba_d_state=16), "ssm"),
    ("bamba", "BambaModel", "BambaConfig", dict(mamba_n_heads=8, mamba_d_head=32, mamba_n_groups=1, mamba_chunk_size=16,
                                               attn_layer_indices=[1]), "ssm"),
    ("recurrent_gemma", "RecurrentGemmaModel", "RecurrentGemmaConfig", dict(lru_width=128, block_types=["recurrent", "attention"]), "ssm"),
    # encoder-decoder
    ("t5", "T5Model", "T5Config", {}, "text_ed"),
    ("mt5", "MT5Model", "MT5Config", {}, "text_ed"),
    ("umt5", "UMT5Model", "UMT5Config", {}, "text_ed"),
    ("longt5", "LongT5Model", "LongT5Config", dict(local_radius=16), "text_ed"),
    ("bart", "BartModel", "BartConfig", {}, "text_ed"),
    ("mbart", "MBartModel", "MBartConfig", {}, "text_ed"),
    ("pegasus", "PegasusModel", "PegasusConfig", {}, "text_ed"),
    ("marian", "MarianModel", "MarianConfig", dict(decoder_vocab_size=1000), "text_ed"),
    ("blenderbot", "BlenderbotModel", "BlenderbotConfig", {}, "text_ed"),
    ("blenderbot_small", "BlenderbotSmallModel", "BlenderbotSmallConfig", {}, "text_ed"),
    ("m2m_100", "M2M100Model", "M2M100Config", {}, "text_ed"),
    ("led", "LEDModel", "LEDConfig", dict(attention_window=16, max_encoder_position_embeddings=512,
                                          max_decoder_position_embeddings=512), "text_ed"),
    ("prophetnet", "ProphetNetModel", "ProphetNetConfig", dict(num_encoder_layers=2, num_decoder_layers=2,
                                                               num_encoder_attention_heads=4, num_decoder_attention_heads=4,
                                                               encoder_ffn_dim=256, decoder_ffn_dim=256, ngram=2), "text_ed"),
    ("plbart", "PLBartModel", "PLBartConfig", {}, "text_ed"),
    ("mvp", "MvpModel", "MvpConfig", {}, "text_ed"),
    ("bigbird_pegasus", "BigBirdPegasusModel", "BigBirdPegasusConfig", dict(attention_type="original_full"), "text_ed"),
    # vision
    ("vit", "ViTModel", "ViTConfig", dict(image_size=64, patch_size=8), "image"),
    ("deit", "DeiTModel", "DeiTConfig", dict(image_size=64, patch_size=8), "image"),
    ("beit", "BeitModel", "BeitConfig", dict(image_size=64, patch_size=8), "image"),
    ("data2vec_vision", "Data2VecVisionModel", "Data2VecVisionConfig", dict(image_size=64, patch_size=8), "image"),
    ("dinov2", "Dinov2Model", "Dinov2Config", dict(image_size=64, patch_size=8), "image"),
    ("vit_mae", "ViTMAEModel", "ViTMAEConfig", dict(image_size=64, patch_size=8), "image"),
    ("yolos", "YolosModel", "YolosConfig", dict(image_size=[64, 64], patch_size=8, num_detection_tokens=10), "image"),
    ("swin", "SwinModel", "SwinConfig", dict(image_size=128, embed_dim=32, depths=[1, 1, 2, 1], num_heads=[1, 2, 4, 8], window_size=4), "image"),
    ("swinv2", "Swinv2Model", "Swinv2Config", dict(image_size=64, embed_dim=32, depths=[1, 1, 2, 1], num_heads=[1, 2, 4, 8], window_size=4), "image"),
    ("convnext_hf", "ConvNextModel", "ConvNextConfig", dict(hidden_sizes=[32, 64, 128, 256], depths=[1, 1, 2, 1]), "image"),
    ("convnextv2_hf", "ConvNextV2Model", "ConvNextV2Config", dict(hidden_sizes=[32, 64, 128, 256], depths=[1, 1, 2, 1]), "image"),
    ("resnet_hf", "ResNetModel", "ResNetConfig", dict(embedding_size=32, hidden_sizes=[32, 64, 128, 256], depths=[1, 1, 1, 1]), "image"),
    ("regnet_hf", "RegNetModel", "RegNetConfig", dict(depths=[1, 1, 1, 1]), "image"),
    ("bit", "BitModel", "BitConfig", dict(embedding_size=64, hidden_sizes=[128, 256, 512, 1024], depths=[1, 1, 1, 1]), "image"),
    ("efficientnet_hf", "EfficientNetModel", "EfficientNetConfig", dict(width_coefficient=0.5, depth_coefficient=0.5, hidden_dim=640, image_size=64), "image"),
    ("mobilenet_v1_hf", "MobileNetV1Model", "MobileNetV1Config", dict(depth_multiplier=0.5, image_size=64), "image"),
    ("mobilenet_v2_hf", "MobileNetV2Model", "MobileNetV2Config", dict(depth_multiplier=0.5, image_size=64), "image"),
    ("mobilevit", "MobileViTModel", "MobileViTConfig", dict(image_size=64), "image"),
    ("mobilevitv2", "MobileViTV2Model", "MobileViTV2Config", dict(image_size=64), "image"),
    ("levit", "LevitModel", "LevitConfig", dict(image_size=64), "image"),
    ("poolformer", "PoolFormerModel", "PoolFormerConfig", dict(depths=[1, 1, 2, 1]), "image"),
    ("segformer", "SegformerModel", "SegformerConfig", dict(depths=[1, 1, 1, 1]), "image"),
    ("glpn", "GLPNModel", "GLPNConfig", dict(depths=[1, 1, 1, 1]), "image"),
    ("cvt", "CvtModel", "CvtConfig", {}, "image"),
    ("pvt", "PvtModel", "PvtConfig", dict(depths=[1, 1, 1, 1], image_size=64), "image"),
    ("pvt_v2", "PvtV2Model", "PvtV2Config", dict(depths=[1, 1, 1, 1], image_size=64), "image"),
    ("focalnet", "FocalNetModel", "FocalNetConfig", dict(image_size=64, embed_dim=32, depths=[1, 1, 1, 1]), "image"),
    ("swiftformer", "SwiftFormerModel", "SwiftFormerConfig", dict(depths=[1, 1, 1, 1], image_size=64), "image"),
    ("hiera", "HieraModel", "HieraConfig", dict(depths=[1, 1, 1, 1]), "image224"),
    ("vitdet", "VitDetModel", "VitDetConfig", dict(image_size=64, pretrain_image_size=64, patch_size=8), "image"),
    ("siglip_vision", "SiglipVisionModel", "SiglipVisionConfig", dict(image_size=64, patch_size=8), "image"),
    ("clip_vision", "CLIPVisionModel", "CLIPVisionConfig", dict(image_size=64, patch_size=8), "image"),
    # multimodal
    ("clip", "CLIPModel", "CLIPConfig", "clip", "text_image"),
    ("siglip", "SiglipModel", "SiglipConfig", "clip", "text_image"),
    # audio
    ("wav2vec2", "Wav2Vec2Model", "Wav2Vec2Config", "w2v", "audio"),
    ("hubert", "HubertModel", "HubertConfig", "w2v", "audio"),
    ("wavlm", "WavLMModel", "WavLMConfig", "w2v", "audio"),
    ("data2vec_audio", "Data2VecAudioModel", "Data2VecAudioConfig", "w2v", "audio"),
    ("unispeech", "UniSpeechModel", "UniSpeechConfig", "w2v", "audio"),
    ("unispeech_sat", "UniSpeechSatModel", "UniSpeechSatConfig", "w2v", "audio"),
    ("wav2vec2_conformer", "Wav2Vec2ConformerModel", "Wav2Vec2ConformerConfig", "w2v", "audio"),
    ("sew", "SEWModel", "SEWConfig", "w2v", "audio"),
    ("sew_d", "SEWDModel", "SEWDConfig", "w2v", "audio"),
    ("whisper", "WhisperModel", "WhisperConfig", dict(max_source_positions=64, num_mel_bins=80), "whisper"),
    ("speech_to_text", "Speech2TextModel", "Speech2TextConfig", {}, "s2t"),
    ("ast", "ASTModel", "ASTConfig", dict(max_length=128, num_mel_bins=64), "ast"),
    ("encodec", "EncodecModel", "EncodecConfig", {}, "encodec"),
]

SMALL = dict(hidden_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, intermediate_size=256,
             vocab_size=1000, max_position_embeddings=512, d_model=128, encoder_layers=2, decoder_layers=2,
             encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=256, decoder_ffn_dim=256, d_ff=256,
             num_layers=2, num_decoder_layers=2, num_heads=4, d_kv=32, n_layer=2, n_embd=128, n_head=4, n_positions=512,
             ffn_dim=256, head_dim=32, num_experts=4, num_local_experts=4, num_experts_per_tok=2, moe_intermediate_size=128,
             shared_expert_intermediate_size=128, n_routed_experts=4, embedding_size=128, use_cache=False)
NONE_OK = {"num_key_value_heads", "head_dim", "num_experts_per_tok"}
# vision configs whose sizes are lists (depths, hidden_sizes) or derived: only their own overrides
HF_RAW = {"swin", "swinv2", "convnext_hf", "convnextv2_hf", "resnet_hf", "regnet_hf", "bit", "efficientnet_hf",
          "mobilenet_v1_hf", "mobilenet_v2_hf", "mobilevit", "mobilevitv2", "levit", "poolformer", "segformer", "glpn",
          "cvt", "pvt", "pvt_v2", "focalnet", "swiftformer", "hiera", "encodec"}

# architectures close to another of the list: made last, when the time allows
HF_EXTRA = {"camembert", "xlm_roberta", "ernie", "megatron_bert", "data2vec_text", "layoutlm", "xlm", "rembert",
            "gpt_bigcode", "xglm", "helium", "smollm3", "olmo2", "granite", "glm", "cohere2", "mt5", "umt5", "mbart",
            "blenderbot_small", "plbart", "mvp", "data2vec_vision", "vit_mae", "deit", "convnextv2_hf",
            "mobilenet_v1_hf", "clip_vision", "siglip_vision", "pvt", "unispeech", "unispeech_sat", "data2vec_audio",
            "ctrl", "biogpt", "stablelm", "codegen", "blenderbot", "m2m_100", "regnet_hf", "bit", "glpn", "mobilevitv2",
            "poolformer", "sew_d"}
HF_TRAIN = ["bert", "gpt2", "llama", "t5", "bart", "mistral", "qwen2", "distilbert", "roberta", "electra", "albert",
            "deberta_v2", "opt", "bloom", "gpt_neox", "phi", "gemma", "mixtral", "qwen2_moe", "vit", "swin",
            "convnext_hf", "wav2vec2", "whisper", "segformer", "falcon", "stablelm", "starcoder2", "olmo", "mamba"]
HF_DYN = ["llama", "mistral", "qwen2", "gpt2", "bert", "t5", "bart", "gemma", "phi", "opt", "bloom", "gpt_neox",
          "distilbert", "roberta", "whisper"]
HF_CPU = ["bert", "gpt2", "llama", "t5", "bart", "distilbert", "mistral", "qwen2", "phi", "gemma", "vit", "wav2vec2"]
HF_BF16 = ["llama", "mistral", "qwen2", "gemma2", "phi3", "gpt2", "bert", "t5", "bart", "mixtral"]
TV_TRAIN = ["resnet18", "resnet50", "mobilenet_v2", "mobilenet_v3_small", "squeezenet1_0", "shufflenet_v2_x0_5",
            "efficientnet_b0", "mnasnet0_5", "regnet_x_400mf", "regnet_y_400mf", "densenet121", "googlenet", "vgg11_bn",
            "convnext_tiny", "vit_b_32"]
TV_DYN = ["resnet18", "mobilenet_v2", "efficientnet_b0", "convnext_tiny", "vit_b_32", "squeezenet1_1",
          "shufflenet_v2_x1_0", "densenet121", "regnet_y_400mf", "swin_t"]
TV_CPU = ["resnet18", "mobilenet_v3_small", "squeezenet1_1", "shufflenet_v2_x0_5", "mnasnet0_5", "efficientnet_b0",
          "regnet_x_400mf", "convnext_tiny", "vit_b_32", "alexnet", "googlenet", "resnext50_32x4d"]
TV_FP16 = ["resnet50", "mobilenet_v3_large", "efficientnet_b0", "convnext_tiny", "vit_b_16", "swin_t"]


def registry():
    """name -> Spec, deterministic for given library versions."""
    import torchvision.models as tvm
    R = {}

    def add(name, family, variant, cost, build, prio=1):
        R[name] = Spec(name, family, variant, cost, build, prio)

    # ---- torchvision
    for n in tvm.list_models(module=tvm):
        add("tv_" + n, "tv-cls", "eval", 90 if n in TV_BIG else 40, ("tv-cls", n))
    for n in tvm.list_models(module=tvm.detection):
        add("tv_" + n, "tv-det", "eval", 250, ("tv-det", n))
    for n in tvm.list_models(module=tvm.segmentation):
        add("tv_" + n, "tv-seg", "eval", 60, ("tv-seg", n))
    for n in tvm.list_models(module=tvm.video):
        add("tv_" + n, "tv-video", "eval", 150 if n.startswith(("mvit", "swin3d")) else 90, ("tv-video", n))
    for n in tvm.list_models(module=tvm.optical_flow):
        add("tv_" + n, "tv-flow", "eval", 150, ("tv-flow", n))
    # ---- timm
    import timm
    allt = set(timm.list_models())
    for i, (mod, n) in enumerate(timm_picks()):
        add("timm_" + n, "timm", "eval", 120 if any(w in n for w in TIMM_HEAVY) else 45, ("timm", n),
            prio=1 if i < 93 else 2 if i < 150 else 3)
    tvar = [n for n in TIMM_VAR if n in allt]
    # ---- Hugging Face
    for short, cls, cfg, over, kind in HF:
        add("hf_" + short, "hf", "eval", 25, ("hf", short), prio=3 if short in HF_EXTRA else 1)
    # ---- variants
    for n in TV_TRAIN: add("tv_%s__train" % n, "tv-cls", "train", 80, ("tv-cls", n))
    for n in HF_TRAIN: add("hf_%s__train" % n, "hf", "train", 45, ("hf", n))
    for n in tvar[:15]: add("timm_%s__train" % n, "timm", "train", 80, ("timm", n))
    for n in TV_DYN: add("tv_%s__dynamic" % n, "tv-cls", "dynamic", 60, ("tv-cls", n))
    for n in HF_DYN: add("hf_%s__dynamic" % n, "hf", "dynamic", 40, ("hf", n))
    for n in tvar[15:20]: add("timm_%s__dynamic" % n, "timm", "dynamic", 60, ("timm", n))
    for n in TV_CPU: add("tv_%s__cpu" % n, "tv-cls", "cpu", 70, ("tv-cls", n))
    for n in HF_CPU: add("hf_%s__cpu" % n, "hf", "cpu", 60, ("hf", n))
    for n in tvar[20:26]: add("timm_%s__cpu" % n, "timm", "cpu", 70, ("timm", n))
    for n in HF_BF16: add("hf_%s__bf16" % n, "hf", "bf16", 30, ("hf", n))
    for n in TV_FP16: add("tv_%s__fp16" % n, "tv-cls", "fp16", 40, ("tv-cls", n))
    for n in tvar[:4]: add("timm_%s__bf16" % n, "timm", "bf16", 45, ("timm", n))
    for n in ["mlp", "convnet"]: add("misc_%s__maxautotune" % n, "misc", "maxautotune", 150, ("misc", n))
    # prologue chains into a matmul template: a pointwise value that is also a graph
    # output (so realized) feeds a second pointwise op into the matmul (several nodes,
    # one of them used outside: Inductor's "template prologue can only fuse nodes with a
    # single use"), in float32 and through a bfloat16 cast; and a single-use chain
    for n in ["prologue_shared", "prologue_shared_bf16", "prologue_chain"]:
        add("misc_%s__maxautotune" % n, "misc", "maxautotune", 150, ("misc", n))
    add("hf_llama__maxautotune", "hf", "maxautotune", 200, ("hf", "llama"))
    for n in ["adamw", "adam", "sgd", "adagrad", "rmsprop"]: add("opt_" + n, "optim", "optim", 25, ("optim", n))
    # two steps: the second call recompiles where the first created state (SGD's momentum buffers);
    # "_resnet18" steps over resnet18's 62 parameter shapes (foreach lists split into several kernels)
    for n in ["sgd_momentum", "sgd_momentum_resnet18", "adamw_resnet18", "sgd_nesterov_wd", "adam_amsgrad_wd"]:
        add("opt_%s__2steps" % n, "optim", "optim", 40, ("optim", n))
    return R


# ----------------------------------------------------------------------------- building a model
def build(spec):
    """-> dict(model, args, args2 (second call or None), train, dev, ckw, amp, meta)"""
    import torch, torch.nn as nn, torch.nn.functional as F
    kind, base = spec.build
    v = spec.variant
    dev = "cpu" if v == "cpu" or os.environ.get("GEN_CORPUS_FORCE_CPU") == "1" else "cuda"
    train = v == "train"
    B = 1 if v == "cpu" else 2
    ckw = {"dynamic": True} if v == "dynamic" else {"mode": "max-autotune-no-cudagraphs"} if v == "maxautotune" else {}
    amp = torch.bfloat16 if v == "bf16" else None
    meta = {}

    def img(b, s, c=3): return torch.randn(b, c, s, s, device=dev)

    class Pick(nn.Module):   # one tensor out of a model's output
        def __init__(s, m, key=None, names=None, call=None):
            super().__init__(); s.m = m; s.key = key; s.names = names; s.call = call or {}
        def forward(s, *a):
            o = s.m(**dict(zip(s.names, a)), **s.call) if s.names else s.m(*a, **s.call)
            if s.key == "hf":
                return o.last_hidden_state if getattr(o, "last_hidden_state", None) is not None else o[0]
            if s.key == "last": return o[-1]
            if s.key: return o[s.key]
            return o

    args2 = None
    if kind == "tv-cls":
        import torchvision.models as tvm
        kw, s = {}, 64 if dev == "cpu" else 128
        if base.startswith(("swin", "maxvit")): s = 224
        if base == "inception_v3": s = 299
        if base.startswith("vit_"):
            s = 112 if base == "vit_h_14" else (64 if dev == "cpu" and base.endswith("32") else 128)
            kw["image_size"] = s
        if base in ("inception_v3", "googlenet"): kw.update(aux_logits=False, init_weights=False)
        with torch.device(dev):
            m = getattr(tvm, base)(weights=None, **kw)
        args = (img(B, s),)
    elif kind == "tv-det":
        import torchvision.models.detection as D
        kw = dict(weights=None, weights_backbone=None)
        if "rcnn" in base: kw.update(min_size=256, max_size=256, box_detections_per_img=8,
                                     rpn_pre_nms_top_n_test=200, rpn_post_nms_top_n_test=100)
        elif base.startswith(("retinanet", "fcos")): kw.update(min_size=256, max_size=256, detections_per_img=8, topk_candidates=100)
        else: kw.update(detections_per_img=8, topk_candidates=100)
        with torch.device(dev):
            d = getattr(D, base)(**kw)
        class Det(nn.Module):
            def __init__(s, d): super().__init__(); s.d = d
            def forward(s, x): return s.d(list(x.unbind(0)))
        m = Det(d); s = 320 if base.startswith("ssdlite") else 300 if base.startswith("ssd") else 256
        args = (img(B, s),)
    elif kind == "tv-seg":
        import torchvision.models.segmentation as S
        with torch.device(dev):
            m = Pick(getattr(S, base)(weights=None, weights_backbone=None), "out")
        args = (img(B, 128),)
    elif kind == "tv-video":
        import torchvision.models.video as V
        with torch.device(dev):
            m = getattr(V, base)(weights=None)
        t, s = (16, 224) if base.startswith(("mvit", "s3d")) else (8, 112)
        args = (torch.randn(1, 3, t, s, s, device=dev),)
    elif kind == "tv-flow":
        import torchvision.models.optical_flow as O
        with torch.device(dev):
            m = Pick(getattr(O, base)(weights=None), "last", call=dict(num_flow_updates=4))
        args = (img(1, 128), img(1, 128))
    elif kind == "timm":
        import timm
        m = timm.create_model(base, pretrained=False)
        pc = getattr(m, "pretrained_cfg", {}) or {}
        native = tuple(pc.get("input_size", (3, 224, 224)))
        s, want = native[-1], (64 if dev == "cpu" else 128)
        if not pc.get("fixed_input_size", False):
            s = want
        else:
            try:
                m2 = timm.create_model(base, pretrained=False, img_size=want)
                with torch.no_grad(): m2.eval()(torch.randn(1, native[0], want, want))
                m, s = m2, want
            except Exception:
                pass
        if not pc.get("fixed_input_size", False) and s != native[-1]:
            try:
                with torch.no_grad(): m.eval()(torch.randn(1, native[0], s, s))
            except Exception:
                s = native[-1]
        meta["native_input"] = list(native)
        args = (torch.randn(B, native[0], s, s, device=dev),)
    elif kind == "hf":
        m, args = build_hf(base, dev, B)
        if v == "dynamic":   # a second call with the batch doubled
            args2 = tuple(torch.cat([a, a], 0) for a in args)
    elif kind == "misc":
        if base.startswith("prologue"):
            class Prologue(nn.Module):
                def __init__(s, k):
                    super().__init__(); s.k = k; s.w = nn.Parameter(torch.randn(1024, 1024) / 32)
                def forward(s, x):
                    a = x * 1.5 + 0.25
                    if s.k == "prologue_chain":   # every intermediate used once
                        return torch.sigmoid(torch.relu(a) * 2.0) @ s.w
                    b = torch.sigmoid(a)
                    if s.k == "prologue_shared_bf16":
                        return (b.to(torch.bfloat16) @ s.w.to(torch.bfloat16)), a
                    return b @ s.w, a
            m = Prologue(base); args = (torch.randn(2048, 1024, device=dev),)
        elif base == "mlp":
            class MLP(nn.Module):
                def __init__(s): super().__init__(); s.a = nn.Linear(512, 2048); s.b = nn.Linear(2048, 512); s.n = nn.LayerNorm(512)
                def forward(s, x): return s.n(x + s.b(F.gelu(s.a(x))))
            m = MLP(); args = (torch.randn(1024, 512, device=dev),)
        else:
            class ConvNet(nn.Module):
                def __init__(s):
                    super().__init__()
                    s.c1 = nn.Conv2d(3, 32, 3, padding=1); s.b1 = nn.BatchNorm2d(32)
                    s.c2 = nn.Conv2d(32, 64, 3, stride=2, padding=1); s.b2 = nn.BatchNorm2d(64)
                    s.fc = nn.Linear(64, 10)
                def forward(s, x):
                    x = F.relu(s.b1(s.c1(x))); x = F.relu(s.b2(s.c2(x)))
                    return s.fc(x.mean((2, 3)))
            m = ConvNet(); args = (img(8, 64),)
    elif kind == "optim":
        class OptStep(nn.Module):
            def __init__(s, k):
                super().__init__()
                if k.endswith("_resnet18"):
                    import torchvision
                    shapes = [tuple(p.shape) for p in torchvision.models.resnet18().parameters()]
                    k = k[:-len("_resnet18")]
                else:
                    shapes = [(n,) for n in [4096, 1000, 256 * 256, 512, 64 * 3 * 49, 77, 1 << 16, 300]]
                s.ps = [torch.randn(*n, device=dev, requires_grad=True) for n in shapes]
                for p in s.ps: p.grad = torch.randn_like(p)
                O = torch.optim
                s.opt = {"adamw": lambda: O.AdamW(s.ps, lr=1e-3, foreach=True),
                         "adam": lambda: O.Adam(s.ps, lr=1e-3, amsgrad=True, foreach=True),
                         "sgd": lambda: O.SGD(s.ps, lr=0.1, momentum=0.9, nesterov=True, foreach=True),
                         "adagrad": lambda: O.Adagrad(s.ps, lr=0.1, foreach=True),
                         "rmsprop": lambda: O.RMSprop(s.ps, lr=0.01, momentum=0.9, foreach=True),
                         "sgd_momentum": lambda: O.SGD(s.ps, lr=0.1, momentum=0.9, foreach=True),
                         "sgd_nesterov_wd": lambda: O.SGD(s.ps, lr=0.1, momentum=0.9, nesterov=True, weight_decay=1e-4, foreach=True),
                         "adam_amsgrad_wd": lambda: O.Adam(s.ps, lr=1e-3, amsgrad=True, weight_decay=1e-2, foreach=True)}[k]()
            def forward(s, x):
                s.opt.step(); return x + 1
        m = OptStep(base); args = (torch.randn(4, device=dev),)
        if spec.name.endswith("__2steps"):
            args2 = args
    else:
        raise ValueError(kind)
    m = m.to(dev)
    m = m.train() if train else m.eval()
    if v == "fp16":
        m = m.half(); args = tuple(a.half() if a.is_floating_point() else a for a in args)
    if v == "dynamic" and args2 is None:
        args2 = tuple(torch.cat([a, a], 0) for a in args)
    return dict(model=m, args=args, args2=args2, train=train, dev=dev, ckw=ckw, amp=amp, meta=meta)


def build_hf(short, dev, B):
    import torch, torch.nn as nn
    import transformers as T
    ent = {e[0]: e for e in HF}[short]
    _, cls, cfgname, over, kind = ent
    Cfg = getattr(T, cfgname)

    def small_for(C, extra=None, raw=False):
        d = C().to_dict()
        kw = {}
        for k, v in ({} if raw else SMALL).items():
            if k in d and (type(d[k]) is type(v) or (d[k] is None and k in NONE_OK) or
                           (isinstance(d[k], (int, float)) and not isinstance(d[k], bool) and isinstance(v, int) and not isinstance(v, bool))):
                kw[k] = v
        kw.update(extra or {})
        return kw

    if over == "clip":
        tc, vc = getattr(T, cfgname.replace("Config", "TextConfig")), getattr(T, cfgname.replace("Config", "VisionConfig"))
        cfg = Cfg(text_config=small_for(tc), vision_config=small_for(vc, dict(image_size=64, patch_size=8)))
    elif over == "w2v":
        nconv = len(Cfg().conv_dim)
        cfg = Cfg(**small_for(Cfg, dict(conv_dim=(64,) * nconv, num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=4)))
    else:
        cfg = Cfg(**small_for(Cfg, over, raw=short in HF_RAW))
    for c in (cfg, getattr(cfg, "text_config", None)):
        if c is None: continue
        if hasattr(c, "use_cache"): c.use_cache = False
        v = getattr(c, "vocab_size", None)
        for k, new in (("pad_token_id", 0), ("bos_token_id", 1), ("eos_token_id", 2), ("decoder_start_token_id", 0)):
            if isinstance(v, int) and isinstance(getattr(c, k, None), int) and getattr(c, k) >= v:
                setattr(c, k, new)   # special tokens of the full vocabulary, beyond the small one
    m = getattr(T, cls)(cfg)
    vocab = getattr(cfg, "vocab_size", None) or getattr(getattr(cfg, "text_config", None), "vocab_size", None) or 1000
    vocab = min(int(vocab), 1000)
    small = dev == "cpu"
    T_ = 32 if small else 64

    def ids(t): return torch.randint(3, vocab, (B, t), device=dev)

    if kind == "text":
        names, args = ["input_ids"], (ids(T_),)
    elif kind == "ssm":
        names, args = ["input_ids"], (ids(16),)
    elif kind == "text_ed":
        names, args = ["input_ids", "decoder_input_ids"], (ids(T_), ids(T_ // 2))
    elif kind in ("image", "image224"):
        s = 224 if kind == "image224" else (getattr(cfg, "image_size", 64) if isinstance(getattr(cfg, "image_size", None), int) else 64)
        s = min(s, 64 if dev == "cpu" else 128)
        names, args = ["pixel_values"], (torch.randn(B, getattr(cfg, "num_channels", 3), s, s, device=dev),)
    elif kind == "text_image":
        names, args = ["input_ids", "pixel_values"], (ids(16), torch.randn(B, 3, 64, 64, device=dev))
    elif kind == "audio":
        names, args = ["input_values"], (torch.randn(B, 8000, device=dev),)
    elif kind == "whisper":
        names, args = ["input_features", "decoder_input_ids"], (torch.randn(B, cfg.num_mel_bins, 2 * cfg.max_source_positions, device=dev), ids(16))
    elif kind == "s2t":
        names, args = ["input_features", "decoder_input_ids"], (torch.randn(B, 64, cfg.input_feat_per_channel * cfg.input_channels, device=dev), ids(16))
    elif kind == "ast":
        names, args = ["input_values"], (torch.randn(B, cfg.max_length, cfg.num_mel_bins, device=dev),)
    elif kind == "encodec":
        names, args = ["input_values"], (torch.randn(B, cfg.audio_channels, 4800, device=dev),)
    else:
        raise ValueError(kind)

    class HFWrap(nn.Module):
        def __init__(s, m, names): super().__init__(); s.m = m; s.names = names
        def forward(s, *a):
            o = s.m(**dict(zip(s.names, a)))
            if getattr(o, "last_hidden_state", None) is not None: return o.last_hidden_state
            x = o[0]
            return x[0] if isinstance(x, (tuple, list)) else x
    return HFWrap(m, names), args


# ----------------------------------------------------------------------------- one model
def export_onnx(spec, b, d, meta):
    """FS_ONNX_EXPORT=1 (issue 35): the model exported as today's exporter writes it
    (torch.onnx.export, dynamo=True) to d/model.onnx instead of compiled. Initializers of
    more than 64 elements (the weights) become typed graph inputs without data, as
    keep_initializers_as_inputs would leave them (the file stays small; the lowering needs
    their types and shapes only); the small ones (axes, starts, scalars) keep their values."""
    import torch
    import onnx
    from onnx import helper
    m, args = b["model"], b["args"]
    t0 = time.time()
    with torch.no_grad():
        prog = torch.onnx.export(m, tuple(args), dynamo=True, optimize=True, verbose=False)
    proto = prog.model_proto
    g = proto.graph
    keep, dropped = [], 0
    for t in g.initializer:
        n = 1
        for x in t.dims: n *= x
        if n > 64:
            g.input.append(helper.make_tensor_value_info(t.name, t.data_type, list(t.dims)))
            dropped += 1
        else:
            keep.append(t)
    del g.initializer[:]
    g.initializer.extend(keep)
    onnx.save(proto, os.path.join(d, "model.onnx"))
    meta["onnx"] = {"ir_version": proto.ir_version, "opset": [(o.domain, o.version) for o in proto.opset_import],
                    "export_s": round(time.time() - t0, 1), "weights_as_inputs": dropped,
                    "onnx": onnx.__version__}
    json.dump(meta, open(os.path.join(d, "meta.json"), "w"), indent=1)


def compile_one(spec, d):
    """Runs in the child process; writes d/meta.json."""
    import torch
    torch.manual_seed(0)
    b = build(spec)
    m, args, dev, train, amp = b["model"], b["args"], b["dev"], b["train"], b["amp"]
    meta = {"model": spec.name, "family": spec.family, "variant": spec.variant, "train": train, "device": dev,
            "torch": torch.__version__, "compile": {k: str(v) for k, v in b["ckw"].items()}, "autocast": str(amp),
            "inputs": [[list(a.shape), str(a.dtype).replace("torch.", "")] for a in args],
            "made_by": "tests/zoo/gen_corpus.py", **b["meta"]}
    try:
        import torchvision, timm, transformers
        meta["libs"] = {"torchvision": torchvision.__version__, "timm": timm.__version__, "transformers": transformers.__version__}
    except Exception:
        pass
    meta["env"] = {k: os.environ[k] for k in ("TORCH_LOGS", "TORCHINDUCTOR_COMPILE_THREADS", "TORCHINDUCTOR_FX_GRAPH_CACHE",
                                             "TORCHINDUCTOR_AUTOGRAD_CACHE", "OMP_NUM_THREADS") if k in os.environ}
    if os.environ.get("FS_ONNX_EXPORT") == "1":
        return export_onnx(spec, b, d, meta)
    if dev == "cpu":
        meta["cxx"] = "kernels compiled by a g++ wrapper: -O0 for -O1/-O2/-O3, no -march/-mtune=native, other flags kept"
    cm = torch.compile(m, **b["ckw"])

    def step(a):
        ctx = torch.autocast(dev, dtype=amp) if amp else torch.no_grad() if not train else torch.enable_grad()
        with ctx:
            out = cm(*a)
        if train:
            o = out[0] if isinstance(out, (tuple, list)) else out
            o.float().sum().backward()
        if dev == "cuda": torch.cuda.synchronize()
    t0 = time.time(); step(args)
    meta["compile_s"] = round(time.time() - t0, 1)
    if b["args2"] is not None:
        t0 = time.time(); step(b["args2"])
        meta["second_inputs"] = [list(a.shape) for a in b["args2"]]
        meta["second_call_s"] = round(time.time() - t0, 1)
    json.dump(meta, open(os.path.join(d, "meta.json"), "w"), indent=1)


def child_entry(spec, d):
    """In the forked (or spawned) child: log to d/torch_logs.txt, dump under d/dbg."""
    code = 1
    try:
        import torch._dynamo.config as dc, torch._inductor.config as ic
        dc.debug_dir_root = os.path.join(d, "dbg", "torch_compile_debug")
        ic.trace.enabled = True
        ic.compile_threads = 1
        ic.fx_graph_cache = False
        if hasattr(ic, "autograd_cache"): ic.autograd_cache = False
        import torch._functorch.config as fc
        if hasattr(fc, "enable_autograd_cache"): fc.enable_autograd_cache = False
        compile_one(spec, d)
        code = 0
    except BaseException:
        traceback.print_exc()
    sys.stdout.flush(); sys.stderr.flush()
    os._exit(code)


# ----------------------------------------------------------------------------- the runner
def preimport():
    """Import the libraries once in the parent (fork mode); never touch CUDA here."""
    import torch, torch._dynamo, torch._inductor.compile_fx, torch._inductor.scheduler  # noqa
    import torch._inductor.codegen.triton, torch._inductor.codegen.cpp  # noqa
    import torchvision, torchvision.models.detection, torchvision.models.video, torchvision.models.optical_flow  # noqa
    import torchvision.models.segmentation  # noqa
    import timm, transformers, transformers.modeling_utils  # noqa
    try:
        import triton, triton.compiler  # noqa
    except Exception:
        pass
    return torch


def collect(d):
    n = 0
    for f in glob.glob(os.path.join(d, "dbg", "**", "*"), recursive=True):
        if os.path.basename(f) in KEEP and os.path.isfile(f):
            rel = os.path.relpath(f, os.path.join(d, "dbg"))
            os.makedirs(os.path.join(d, os.path.dirname(rel)), exist_ok=True)
            shutil.move(f, os.path.join(d, rel)); n += 1
    shutil.rmtree(os.path.join(d, "dbg"), ignore_errors=True)
    return n


def tail(path, k=4):
    try:
        lines = [l.rstrip() for l in open(path, errors="replace").read().splitlines() if l.strip()]
        return " | ".join(lines[-k:])[-600:]
    except Exception:
        return ""


def run_all(outdir, specs, jobs, deadline, timeout, spawn, T0, summary, summary_path):
    os.makedirs(outdir, exist_ok=True)
    queue = list(specs)
    running = {}   # pid -> (spec, t0, d, popen or None)
    last_dump = 0

    def finish(pid, spec, t0, d, rc):
        n = collect(d) + os.path.exists(os.path.join(d, "model.onnx"))  # FS_ONNX_EXPORT: the export is the result
        secs = round(time.time() - t0, 1)
        mp = os.path.join(d, "meta.json")
        ok = rc == 0 and n > 0 and os.path.exists(mp)
        ent = {"rc": rc if rc != 0 or n > 0 else "no-dump", "s": secs, "files": n, "family": spec.family,
               "variant": spec.variant, "cost": spec.cost}
        if ok:
            meta = json.load(open(mp)); meta["rc"] = 0; meta["seconds"] = secs; meta["files"] = n
            json.dump(meta, open(mp, "w"), indent=1)
            ent["compile_s"] = meta.get("compile_s")
        else:
            ent["err"] = tail(os.path.join(d, "torch_logs.txt"))
            shutil.rmtree(d, ignore_errors=True)
        summary[spec.name] = ent
        print("%-50s %s" % (spec.name, json.dumps({k: v for k, v in ent.items() if k != "err"})), flush=True)
        if not ok: print("    ", ent["err"][-300:], flush=True)

    while queue or running:
        now = time.time()
        if queue and not running and deadline and all(sp.cost * 0.5 > deadline - (now - T0) for sp in queue):
            for spec in queue: summary[spec.name] = {"rc": "not-started", "family": spec.family, "variant": spec.variant, "cost": spec.cost}
            queue = []
            break
        if deadline and now - T0 > deadline:
            for pid, (spec, t0, d, p) in list(running.items()):
                try: os.killpg(pid, signal.SIGKILL)
                except Exception: pass
            for pid, (spec, t0, d, p) in list(running.items()):
                try: (p.wait() if p else os.waitpid(pid, 0))
                except Exception: pass
                finish(pid, spec, t0, d, "deadline")
            running.clear()
            for spec in queue: summary[spec.name] = {"rc": "not-started", "family": spec.family, "variant": spec.variant, "cost": spec.cost}
            queue = []
            break
        while queue and len(running) < jobs:
            # start the next model that has at least half its estimated cost left before the deadline
            left = deadline - (time.time() - T0) if deadline else 1e9
            pick = next((j for j, sp in enumerate(queue) if sp.cost * 0.5 <= left), None)
            if pick is None: break
            spec = queue.pop(pick)
            d = os.path.join(outdir, spec.name)
            shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
            t0 = time.time()
            if spawn:
                env = dict(os.environ, **child_env())
                log = open(os.path.join(d, "torch_logs.txt"), "w")
                p = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--child", spec.name, d], env=env,
                                     stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
                log.close()
                running[p.pid] = (spec, t0, d, p)
            else:
                sys.stdout.flush(); sys.stderr.flush()
                pid = os.fork()
                if pid == 0:
                    try:
                        os.setsid()
                        fd = os.open(os.path.join(d, "torch_logs.txt"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
                        os.dup2(fd, 1); os.dup2(fd, 2); os.close(fd)
                    except BaseException:
                        os._exit(3)
                    child_entry(spec, d)
                    os._exit(1)
                running[pid] = (spec, t0, d, None)
        # reap
        for pid, (spec, t0, d, p) in list(running.items()):
            rc = None
            if p is not None:
                rc = p.poll()
            else:
                r, st = os.waitpid(pid, os.WNOHANG)
                if r == pid:
                    rc = os.waitstatus_to_exitcode(st)
            if rc is None and time.time() - t0 > timeout:
                try: os.killpg(pid, signal.SIGKILL)
                except Exception: pass
                try: (p.wait() if p else os.waitpid(pid, 0))
                except Exception: pass
                rc = "timeout"
            if rc is not None:
                try: os.killpg(pid, signal.SIGKILL)   # leftovers of the child's session
                except Exception: pass
                del running[pid]
                finish(pid, spec, t0, d, rc)
        if time.time() - last_dump > 15:
            last_dump = time.time()
            summary.setdefault("_load", []).append([round(time.time() - T0), os.getloadavg()[0], len(running)])
            json.dump(summary, open(summary_path, "w"), indent=1)
        time.sleep(0.25)
    json.dump(summary, open(summary_path, "w"), indent=1)


def pack(outdir, prefix, chunk_mb):
    """PREFIX.tar.xz (or PREFIX-a, -b, ...) holding zoo/<model>/ of every model that compiled."""
    top = os.path.basename(os.path.abspath(outdir)); parent = os.path.dirname(os.path.abspath(outdir))
    ok = []
    for n in sorted(os.listdir(outdir)):
        mp = os.path.join(outdir, n, "meta.json")
        if os.path.exists(mp) and json.load(open(mp)).get("rc") == 0:
            size = sum(os.path.getsize(f) for f in glob.glob(os.path.join(outdir, n, "**", "*"), recursive=True) if os.path.isfile(f))
            ok.append((n, size))
    chunks, cur, cs = [], [], 0
    for n, s in ok:
        if cur and cs + s > chunk_mb * 2 ** 20:
            chunks.append(cur); cur, cs = [], 0
        cur.append(n); cs += s
    if cur: chunks.append(cur)
    threads = max(1, (os.cpu_count() or 4) // max(1, len(chunks)))
    procs, files = [], []
    for i, c in enumerate(chunks):
        f = prefix + ("" if len(chunks) == 1 else "-" + "abcdefghijklmnop"[i]) + ".tar.xz"
        cmd = "tar -C %s -cf - %s | xz -9 -T%d --block-size=32MiB > %s" % (
            parent, " ".join(os.path.join(top, n) for n in c), threads, f)
        procs.append(subprocess.Popen(["bash", "-o", "pipefail", "-c", cmd])); files.append((f, len(c)))
    for p in procs: p.wait()
    for f, k in files:
        print("packed %d models into %s (%d bytes)" % (k, f, os.path.getsize(f)), flush=True)


# ----------------------------------------------------------------------------- eager check
def check_worker(k, n, names, out):
    import torch
    R = registry()
    res = {}
    for name in names[k::n]:
        t0 = time.time()
        try:
            torch.manual_seed(0)
            b = build(R[name])
            m, a, dev = b["model"], b["args"], b["dev"]
            ctx = torch.autocast(dev, dtype=b["amp"]) if b["amp"] else torch.no_grad() if not b["train"] else torch.enable_grad()
            with ctx:
                o = m(*a)
                if b["args2"] is not None: m(*b["args2"])
            if b["train"]:
                (o[0] if isinstance(o, (tuple, list)) else o).float().sum().backward()
            res[name] = {"ok": True, "s": round(time.time() - t0, 1), "params": sum(p.numel() for p in m.parameters()),
                         "inputs": [list(x.shape) for x in a]}
        except Exception as e:
            res[name] = {"ok": False, "s": round(time.time() - t0, 1), "err": ("%s: %s" % (type(e).__name__, e))[:400]}
        b = m = o = None
        try:
            torch.cuda.empty_cache()
        except Exception:
            pass
        json.dump(res, open(out, "w"), indent=1)


def check(out, names, jobs, deadline, T0):
    tmp = out + ".parts"; os.makedirs(tmp, exist_ok=True)
    env = dict(os.environ, PYTHONUNBUFFERED="1", OMP_NUM_THREADS="1", HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
               TRANSFORMERS_VERBOSITY="error")
    lst = os.path.join(tmp, "names.txt"); open(lst, "w").write("\n".join(names))
    ps = [subprocess.Popen([sys.executable, os.path.abspath(__file__), "--check-worker", "%d/%d" % (k, jobs), lst,
                            os.path.join(tmp, "%d.json" % k)], env=env, start_new_session=True) for k in range(jobs)]
    while any(p.poll() is None for p in ps) and not (deadline and time.time() - T0 > deadline):
        time.sleep(0.5)
    for p in ps:
        if p.poll() is None:
            try: os.killpg(p.pid, signal.SIGKILL)
            except Exception: pass
            p.wait()
    res = {}
    for k in range(jobs):
        f = os.path.join(tmp, "%d.json" % k)
        if os.path.exists(f):
            try: res.update(json.load(open(f)))
            except Exception: pass
    for nm in names:
        res.setdefault(nm, {"ok": None, "err": "not checked (worker died or deadline)"})
    json.dump(res, open(out, "w"), indent=1)
    bad = {k: v for k, v in res.items() if not v.get("ok")}
    print("checked %d: %d ok, %d failed or unchecked" % (len(res), len(res) - len(bad), len(bad)))
    for k, v in sorted(bad.items()):
        print("  %-45s %s" % (k, v.get("err", "")[:200]))


# ----------------------------------------------------------------------------- main
def main():
    a = sys.argv[1:]
    if not a or a[0] in ("-h", "--help"):
        print(__doc__); return
    if a[0] == "--child":   # spawn mode
        R = registry()
        child_entry(R[a[1]], a[2])
    if a[0] == "--check-worker":
        k, n = map(int, a[1].split("/"))
        names = open(a[2]).read().split()
        return check_worker(k, n, names, a[3])
    T0 = time.time()
    opts = dict(jobs=14, deadline=0, timeout=420, part=None, pack=None, summary=None, spawn=False, order="big",
                only=None, also=[], family=None, variant=None, skip_packed=None, skip_file=None, max_load=0, chunk_mb=300,
                list=False, check=None)
    outdir = None
    i = 0
    while i < len(a):
        x = a[i]
        if x == "--list": opts["list"] = True; i += 1
        elif x == "--spawn": opts["spawn"] = True; i += 1
        elif x in ("--jobs", "--deadline", "--timeout", "--max-load", "--chunk-mb"):
            opts[x[2:].replace("-", "_")] = int(a[i + 1]); i += 2
        elif x == "--part": opts["part"] = tuple(map(int, a[i + 1].split("/"))); i += 2
        elif x in ("--only", "--also", "--family", "--variant"):
            opts[x[2:]] = a[i + 1].split(","); i += 2
        elif x in ("--pack", "--summary", "--order", "--skip-packed", "--skip-file", "--check"):
            opts[x[2:].replace("-", "_")] = a[i + 1]; i += 2
        elif not x.startswith("--") and outdir is None: outdir = x; i += 1
        else: raise SystemExit("unknown argument " + x)
    if not opts["list"] and not opts["check"] and not opts["spawn"]:
        os.environ.update(child_env())   # before torch is imported: read at import time
    R = registry()
    specs = list(R.values())
    if opts["only"]:
        specs = [R[n] for n in opts["only"] if n in R]
    else:
        if opts["family"]: specs = [s for s in specs if s.family in opts["family"]]
        if opts["variant"]: specs = [s for s in specs if s.variant in opts["variant"]]
        specs += [R[n] for n in opts["also"] if n in R and R[n] not in specs]
    if opts["skip_file"]:   # names (one a line) of models already made
        done = set(open(opts["skip_file"]).read().split())
        specs = [s for s in specs if s.name not in done]
        print("skipping %d models listed in %s" % (len(done), opts["skip_file"]), flush=True)
    if opts["skip_packed"]:
        done = set()
        for f in sorted(glob.glob(os.path.join(opts["skip_packed"], "*.tar.xz"))):
            out = subprocess.run(["tar", "-tJf", f], capture_output=True, text=True).stdout.split()
            done |= {p.split("/")[1] for p in out if p.count("/") >= 1 and p.split("/")[1]}
        specs = [s for s in specs if s.name not in done]
        print("skipping %d models already packed" % len(done), flush=True)
    if opts["part"]:
        k, n = opts["part"]
        loads = [0] * n; parts = [[] for _ in range(n)]
        for s in sorted(specs, key=lambda s: (-s.cost, s.name)):
            j = loads.index(min(loads)); parts[j].append(s); loads[j] += s.cost
        keep = {s.name for s in parts[k - 1]}
        specs = [s for s in specs if s.name in keep]
    if opts["max_load"]:   # drop the lowest-priority, then the costliest, beyond this estimated load
        specs.sort(key=lambda s: (s.prio, s.cost, s.name))
        tot, kept = 0, []
        for s in specs:
            if tot + s.cost <= opts["max_load"]: kept.append(s); tot += s.cost
        specs = kept
    specs.sort(key=lambda s: ((-s.cost if opts["order"] == "big" else s.cost), s.name))
    if opts["list"]:
        for s in specs: print("%s\t%s\t%s\t%d\t%d" % (s.name, s.family, s.variant, s.cost, s.prio))
        print("# %d models, estimated %d job-seconds" % (len(specs), sum(s.cost for s in specs)), file=sys.stderr)
        return
    if opts["check"]:
        return check(opts["check"], [s.name for s in specs], opts["jobs"], opts["deadline"], T0)
    if outdir is None: raise SystemExit("no OUTDIR")
    spawn = opts["spawn"]
    if not spawn:
        torch = preimport()
        pid = os.fork()   # would a forked child be able to use CUDA? (no cuInit in this process)
        if pid == 0:
            os._exit(1 if torch.cuda.is_initialized() or getattr(torch._C, "_cuda_isInBadFork", lambda: False)() else 0)
        if os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) != 0:
            print("CUDA was initialised while importing: using --spawn", flush=True); spawn = True
    summary_path = opts["summary"] or os.path.join(os.path.dirname(os.path.abspath(outdir)), "summary.json")
    summary = {"_meta": {"mode": "spawn" if spawn else "fork", "jobs": opts["jobs"], "deadline": opts["deadline"],
                         "models": len(specs), "est_load": sum(s.cost for s in specs), "argv": sys.argv[1:]}}
    print("%d models, estimated load %d job-seconds, %d jobs, %s mode, imports took %.1f s" % (
        len(specs), sum(s.cost for s in specs), opts["jobs"], "spawn" if spawn else "fork", time.time() - T0), flush=True)
    run_all(outdir, specs, opts["jobs"], opts["deadline"], opts["timeout"], spawn, T0, summary, summary_path)
    ok = sum(1 for k, v in summary.items() if not k.startswith("_") and v.get("rc") == 0)
    print("compiled %d of %d in %.0f s" % (ok, len(specs), time.time() - T0), flush=True)
    if opts["pack"]:
        pack(outdir, opts["pack"], opts["chunk_mb"])
    print("done in %.0f s" % (time.time() - T0), flush=True)


if __name__ == "__main__":
    main()
