from kata_discount.scale_value import scale_value


def test_scale_value_0():
    assert scale_value(38, 10) == 326


def test_scale_value_1():
    assert scale_value(6, 7) == 36


def test_scale_value_2():
    assert scale_value(37, 3) == 111


def test_scale_value_3():
    assert scale_value(7, 12) == 72


def test_scale_value_4():
    assert scale_value(18, 5) == 78


def test_scale_value_5():
    assert scale_value(20, 4) == 69
