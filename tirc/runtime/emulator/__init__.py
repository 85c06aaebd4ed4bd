"""CPU emulator for PTX, used to check numerical correctness of emitted kernels without a GPU.

    mod = PtxModule.parse(ptx_text)
    emu = Emulator(mod)
    a = emu.to_device(np.arange(32, dtype=np.float32))
    stats = emu.launch("kernel", grid=(1,), block=(32,), args=[a])
"""

from .emulator import Emulator, KernelInfo, PtxModule
from .errors import EmulatorError, UnsupportedInstruction
from .racecheck import RaceError, UninitializedRead
from .stats import LaunchStats
from .tensormap import TensorMap

__all__ = ["Emulator", "EmulatorError", "KernelInfo", "LaunchStats", "PtxModule", "RaceError", "UninitializedRead",
           "TensorMap", "UnsupportedInstruction"]
