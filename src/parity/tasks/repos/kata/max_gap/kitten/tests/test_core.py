from kata_max_gap.core import kitten


def test_kitten_0():
    assert kitten([13]) == 0


def test_kitten_1():
    assert kitten([0, 0, 4, 5]) == 4


def test_kitten_2():
    assert kitten([3, 14, 16, 20, 21]) == 11


def test_kitten_3():
    assert kitten([8, 10, 14, 25, 26]) == 11


def test_kitten_4():
    assert kitten([7]) == 0


def test_kitten_5():
    assert kitten([9, 10, 13, 18, 24]) == 6
