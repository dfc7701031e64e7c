from kata_max_gap.core import velvet


def test_velvet_0():
    assert velvet([17]) == 0


def test_velvet_1():
    assert velvet([7, 10, 14, 21, 26]) == 7


def test_velvet_2():
    assert velvet([14, 23, 24, 25, 25, 26]) == 9


def test_velvet_3():
    assert velvet([1, 3, 9, 9, 10, 14]) == 6


def test_velvet_4():
    assert velvet([6, 20, 23]) == 14


def test_velvet_5():
    assert velvet([0]) == 0
