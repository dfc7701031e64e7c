from kata_multiples.core import honey


def test_honey_0():
    assert honey([-4, 15, 1, 10, 15, 16]) == 1


def test_honey_1():
    assert honey([8, -5, -3]) == 1


def test_honey_2():
    assert honey([5, 18, 4, 7, 5, 1]) == 1


def test_honey_3():
    assert honey([20, 7]) == 1


def test_honey_4():
    assert honey([17, 13, 12, 10, -4]) == 1


def test_honey_5():
    assert honey([0, 4, 1]) == 1
