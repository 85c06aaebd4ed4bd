"""The generic IR toolkit every pass uses: walks (``walk``), builders (``builders``), source
locations of ops (``locations``) and the buffer roles passes hand each other, with the contract
the runner checks after each gpu pass (``roles``).

Nothing here knows a kernel family: Tensor Core, Hopper and reduction specifics stay in their
passes' own modules.
"""
