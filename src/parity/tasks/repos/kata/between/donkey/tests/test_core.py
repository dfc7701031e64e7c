from kata_between.core import donkey


def test_donkey_0():
    assert donkey(2, 3, 9) == False


def test_donkey_1():
    assert donkey(3, 3, 9) == True


def test_donkey_2():
    assert donkey(4, 3, 9) == True


def test_donkey_3():
    assert donkey(8, 3, 9) == True


def test_donkey_4():
    assert donkey(9, 3, 9) == False


def test_donkey_5():
    assert donkey(10, 3, 9) == False
