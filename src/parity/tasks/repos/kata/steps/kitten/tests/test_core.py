from kata_steps.core import kitten


def test_kitten_0():
    assert kitten(3, 8) == [12, 24]


def test_kitten_1():
    assert kitten(2, 7) == [8, 20]


def test_kitten_2():
    assert kitten(6, 7) == [24]


def test_kitten_3():
    assert kitten(2, 8) == [8, 20]


def test_kitten_4():
    assert kitten(0, 7) == [0, 12, 24]


def test_kitten_5():
    assert kitten(1, 4) == [4]
