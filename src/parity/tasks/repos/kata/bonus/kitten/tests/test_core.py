from kata_bonus.core import kitten


def test_kitten_0():
    assert kitten(51) == 67


def test_kitten_1():
    assert kitten(50) == 66


def test_kitten_2():
    assert kitten(19) == 25


def test_kitten_3():
    assert kitten(29) == 37


def test_kitten_4():
    assert kitten(56, 2) == 65


def test_kitten_5():
    assert kitten(56, 3) == 74
