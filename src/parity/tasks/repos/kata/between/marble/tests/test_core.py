from kata_between.core import marble


def test_marble_0():
    assert marble(2, 3, 9) == False


def test_marble_1():
    assert marble(3, 3, 9) == True


def test_marble_2():
    assert marble(4, 3, 9) == True


def test_marble_3():
    assert marble(8, 3, 9) == True


def test_marble_4():
    assert marble(9, 3, 9) == False


def test_marble_5():
    assert marble(10, 3, 9) == False
