from kata_max_gap.core import pencil


def test_pencil_0():
    assert pencil([30]) == 0


def test_pencil_1():
    assert pencil([13, 16, 21, 23]) == 5


def test_pencil_2():
    assert pencil([6]) == 0


def test_pencil_3():
    assert pencil([15, 17, 29]) == 12


def test_pencil_4():
    assert pencil([12]) == 0


def test_pencil_5():
    assert pencil([5, 13, 20]) == 8
