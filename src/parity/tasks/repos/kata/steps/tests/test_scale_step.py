from kata_steps.scale_step import scale_step


def test_scale_step_0():
    assert scale_step(6, 9) == [12, 14, 16]


def test_scale_step_1():
    assert scale_step(4, 11) == [8, 10, 12, 14, 16, 18, 20]


def test_scale_step_2():
    assert scale_step(4, 4) == []


def test_scale_step_3():
    assert scale_step(4, 6) == [8, 10]


def test_scale_step_4():
    assert scale_step(1, 1) == []


def test_scale_step_5():
    assert scale_step(0, 2) == [0, 2]
