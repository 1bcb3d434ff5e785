"""Make a real dynamic-shape CPU dump (C++ backend) of a torchvision model, as
tests/data/dynamic_cpu holds: num_classes=10, eval mode, torch.compile(dynamic=True)
on a [2, 3, 64, 64] input. Run it in an empty folder with torch and torchvision
installed (e.g. `pip install --target DIR torch==2.11 torchvision==0.26` and
PYTHONPATH=DIR):

  TORCH_COMPILE_DEBUG=1 TORCH_COMPILE_DEBUG_DIR=$PWD TORCH_LOGS=+fusion,+schedule \\
    OMP_NUM_THREADS=1 python3 gen_dynamic_cpu.py convnext_tiny > torch_logs.txt 2>&1
"""
import sys

import torch
import torchvision

name = sys.argv[1]
torch.manual_seed(0)
model = getattr(torchvision.models, name)(num_classes=10).eval()
compiled = torch.compile(model, dynamic=True)
with torch.no_grad():
    compiled(torch.randn(2, 3, 64, 64))
print("ok", name)
