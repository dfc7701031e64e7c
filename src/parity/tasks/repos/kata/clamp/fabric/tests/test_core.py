from kata_clamp.core import fabric


def test_fabric_0():
    assert fabric(-1) == 0


def test_fabric_1():
    assert fabric(0) == 0


def test_fabric_2():
    assert fabric(1) == 1


def test_fabric_3():
    assert fabric(11) == 11


def test_fabric_4():
    assert fabric(12) == 12


def test_fabric_5():
    assert fabric(13) == 12
