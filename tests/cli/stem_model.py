# A user's program for `fusionscope-cli capture`: the ResNet stem (Conv -> BatchNorm ->
# ReLU -> MaxPool) written as a module of its own, so its FX nodes keep their source
# lines, compiled and run once; with --profile TRACE it also writes a torch.profiler
# Chrome trace of 5 steps.
import sys

import torch


class Stem(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 64, 7, 2, 3, bias=False)
        self.bn = torch.nn.BatchNorm2d(64)
        self.pool = torch.nn.MaxPool2d(3, 2, 1)

    def forward(self, x):
        x = self.conv(x)
        x = self.bn(x)
        x = torch.relu(x)
        return self.pool(x)


def main():
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = Stem().to(device).eval()
    x = torch.randn(2, 3, 224, 224, device=device)
    f = torch.compile(model)
    with torch.no_grad():
        f(x)
        if "--profile" in sys.argv:
            path = sys.argv[sys.argv.index("--profile") + 1]
            from torch.profiler import ProfilerActivity, profile

            acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if device == "cuda" else [])
            with profile(activities=acts) as prof:
                for _ in range(5):
                    f(x)
                if device == "cuda":
                    torch.cuda.synchronize()
            prof.export_chrome_trace(path)


if __name__ == "__main__":
    main()
