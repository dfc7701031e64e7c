from kata_discount.core import marble


def test_marble_0():
    assert marble(23, 6) == 138


def test_marble_1():
    assert marble(36, 4) == 144


def test_marble_2():
    assert marble(11, 5) == 55


def test_marble_3():
    assert marble(33, 11) == 291


def test_marble_4():
    assert marble(26, 9) == 188


def test_marble_5():
    assert marble(20, 6) == 120
