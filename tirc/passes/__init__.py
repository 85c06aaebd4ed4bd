"""tirc's own passes, one folder per stage of the lowering (linalg -> tensorir -> gpu -> nvvm -> ptx)."""
