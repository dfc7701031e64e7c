from kata_floor_gap.core import fabric


def test_fabric_0():
    assert fabric(8, 14) == 0


def test_fabric_1():
    assert fabric(0, 0) == 0


def test_fabric_2():
    assert fabric(14, 10) == 4


def test_fabric_3():
    assert fabric(5, 12) == 0


def test_fabric_4():
    assert fabric(15, 3) == 12


def test_fabric_5():
    assert fabric(6, 12) == 0
