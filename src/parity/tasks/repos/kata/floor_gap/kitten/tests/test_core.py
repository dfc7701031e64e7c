from kata_floor_gap.core import kitten


def test_kitten_0():
    assert kitten(7, 17) == 2


def test_kitten_1():
    assert kitten(7, 12) == 2


def test_kitten_2():
    assert kitten(10, 0) == 10


def test_kitten_3():
    assert kitten(9, 20) == 2


def test_kitten_4():
    assert kitten(19, 3) == 16


def test_kitten_5():
    assert kitten(19, 11) == 8
