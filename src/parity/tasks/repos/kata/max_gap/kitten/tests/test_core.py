from kata_max_gap.core import kitten


def test_kitten_0():
    assert kitten([16, 16, 22, 29]) == 7


def test_kitten_1():
    assert kitten([3, 10, 10, 11, 19, 28]) == 9


def test_kitten_2():
    assert kitten([4, 10, 13, 20, 25, 28]) == 7


def test_kitten_3():
    assert kitten([2]) == 0


def test_kitten_4():
    assert kitten([1, 20, 28]) == 19


def test_kitten_5():
    assert kitten([15, 29, 30]) == 14
